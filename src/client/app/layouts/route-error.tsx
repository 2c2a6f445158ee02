import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Oops! Page not found' : 'Something went wrong';
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        {chunkFailed ? 'A new version of the app is available.' : 'Please reload the page or go back home.'}
      </p>
      <div className="flex gap-4">
        <button className="text-primary underline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="text-primary underline" to="/">
          Go home
        </Link>
      </div>
    </div>
  );
}

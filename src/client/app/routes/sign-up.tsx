import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';

export default function SignUpPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Set up your homeschool in under 2 minutes"
      footer={
        <span>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </span>
      }
    >
      <div className="flex flex-col gap-3">
        <GoogleButton />
        <Button asChild>
          <Link to="/sign-up/email">
            <Mail aria-hidden /> Sign up with email
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}

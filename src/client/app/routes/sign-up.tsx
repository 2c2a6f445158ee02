import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard, AuthFooterLink } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';

export default function SignUpPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Set up your homeschool in under 2 minutes"
      footer={
        <AuthFooterLink lead="Already have an account?" to="/sign-in">
          Sign in
        </AuthFooterLink>
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

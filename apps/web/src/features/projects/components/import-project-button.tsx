import { FolderInput } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { authHref, useCurrentUser } from '@/features/auth';
import { IMPORT_PARAM, useImportDialog } from '../hooks/use-import-dialog';

export type ImportProjectButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'>;

/**
 * Opens the Import dialog; a visitor signs in first and comes back to the same page with the dialog
 * open (its `?import` rides along in returnTo).
 */
export function ImportProjectButton({ variant = 'secondary', ...props }: ImportProjectButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoading, isSignedIn } = useCurrentUser();
  const { setOpen } = useImportDialog();

  const handleClick = () => {
    if (isLoading) return;
    if (isSignedIn) return setOpen(true);
    const search = new URLSearchParams(location.search);
    search.set(IMPORT_PARAM, '1');
    navigate(authHref('/sign-in', `${location.pathname}?${search}`));
  };

  return (
    <Button variant={variant} onClick={handleClick} {...props}>
      <FolderInput aria-hidden="true" /> Import project
    </Button>
  );
}

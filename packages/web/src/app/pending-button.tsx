import { Button, type ButtonProps, CircularProgress } from '@mui/material';

/**
 * A button that starts work on the server: while `pending` it is disabled and shows a spinner in
 * place of its icon, so nobody sends the same thing twice and everyone sees something happens.
 */
export function PendingButton({
  pending,
  disabled,
  startIcon,
  ...props
}: ButtonProps & { pending: boolean }) {
  return (
    <Button
      {...props}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress aria-hidden size={16} color="inherit" /> : startIcon}
    />
  );
}

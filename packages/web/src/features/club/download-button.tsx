import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PendingButton } from '../../app/pending-button.tsx';

/** A button that saves a file from the server, busy while it comes; a failure shows as a snackbar. */
export function DownloadButton({
  download,
  children,
  label,
}: {
  download: () => Promise<void>;
  children: ReactNode;
  label?: string;
}) {
  const save = useMutation({ mutationFn: download });
  return (
    <PendingButton
      pending={save.isPending}
      startIcon={<DownloadIcon />}
      onClick={() => save.mutate()}
      aria-label={label}
    >
      {children}
    </PendingButton>
  );
}

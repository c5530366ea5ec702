import { Divider, Stack } from '@mui/material';
import type { User } from '@stockroom/contract';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/feedback/page-states';
import { PageTitle } from '../../../components/page-title';
import { PRIVATE_TEXT } from '../../../lib/recording-privacy';
import { useMyRecord } from '../api/my-record';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface MyAccountPageProps {
  /** Sections other features add below the profile (the app composes them: features stay apart). */
  extraSections?: (record: User) => ReactNode;
}

/** /my-account: the member's profile and password, and whatever sections the app adds. */
export function MyAccountPage({ extraSections }: MyAccountPageProps = {}) {
  const record = useMyRecord();
  return (
    <>
      <PageTitle>My account</PageTitle>
      {record.isPending && <LoadingState label="Loading your account" />}
      {record.isError && <ErrorState error={record.error} onRetry={() => void record.refetch()} />}
      {record.data && (
        <Stack spacing={4} divider={<Divider />} {...PRIVATE_TEXT}>
          <ProfileForm key={record.data.id} record={record.data} />
          {extraSections?.(record.data)}
          <PasswordForm userId={record.data.id} />
        </Stack>
      )}
    </>
  );
}

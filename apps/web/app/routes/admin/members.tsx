import { parseWithZod } from '@conform-to/zod/v4';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { roleLabels, staffRoles } from '@facet/contracts/permissions';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import { changeRoleInput, inviteMemberInput, type UserRecord } from '@facet/contracts/users';
import { z } from '@facet/contracts/zod';
import { useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Route } from './+types/members';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { type TableColumn, DataTable } from '../../components/back-office/data-table.tsx';
import { InviteMemberDialog } from '../../features/members/invite-member-dialog.tsx';
import { readListQuery } from '../../components/back-office/list-query.ts';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { personNameColumn } from '../../components/back-office/person-name-column.tsx';
import { Pager } from '../../components/back-office/pager.tsx';
import { SearchForm } from '../../components/back-office/search-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';

export function meta() {
  return [{ title: 'Members · Back-office' }];
}

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'members');
  const { page, search } = readListQuery(request);
  const result = await apiFor(context).call(userEndpoints.list, {
    query: {
      rolesToExclude: 'Customer',
      pageNo: page,
      pageSize: PAGE_SIZE,
      search,
      order: 'desc',
      orderBy: 'CreateDate',
    },
  });
  if (!result.isSuccess) throw new Response(result.errorMessages[0], { status: result.statusCode });
  return { ...result.data, page, search };
}

const idForm = z.object({ id: z.uuid() });

/** Every change to a member, told apart by `intent`; each answers with a sentence for a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'members');
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = String(formData.get('intent'));
  if (intent === 'invite') {
    const submission = parseWithZod(formData, { schema: inviteMemberInput });
    if (submission.status !== 'success') return { intent, ok: false, result: submission.reply() };
    const result = await api.call(userEndpoints.invite, { body: submission.value });
    if (!result.isSuccess) {
      return {
        intent,
        ok: false,
        result: replyWithApiFailure(submission, result, Object.keys(inviteMemberInput.shape)),
      };
    }
    return {
      intent,
      ok: true,
      message: `Invitation sent to ${result.data.email}.`,
      result: submission.reply({ resetForm: true }),
    };
  }
  if (intent === 'role') {
    const parsed = changeRoleInput.safeParse({ userId: formData.get('id'), role: formData.get('role') });
    if (!parsed.success) return { intent, ok: false, message: 'Choose one of the staff roles.' };
    const result = await api.call(userEndpoints.changeRole, { body: parsed.data });
    return result.isSuccess
      ? { intent, ok: true, message: `${result.data.firstName} is now ${roleLabels[parsed.data.role]}.` }
      : { intent, ok: false, message: result.errorMessages[0] };
  }
  const parsed = idForm.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { intent, ok: false, message: 'There is no such member.' };
  const { id } = parsed.data;
  if (intent === 'resend') {
    const result = await api.call(userEndpoints.resendActivation, { params: { id } });
    return result.isSuccess
      ? { intent, ok: true, message: 'A new invitation is on its way.' }
      : { intent, ok: false, message: result.errorMessages[0] };
  }
  if (intent === 'disable' || intent === 'enable') {
    const result = await api.call(intent === 'disable' ? userEndpoints.disable : userEndpoints.enable, {
      params: { id },
    });
    return result.isSuccess
      ? {
          intent,
          ok: true,
          message: `${result.data.firstName} ${result.data.lastName} is ${intent === 'disable' ? 'disabled' : 'enabled'}.`,
        }
      : { intent, ok: false, message: result.errorMessages[0] };
  }
  return { intent, ok: false, message: SOMETHING_IS_WRONG };
}

function StatusBadge({ member }: { member: UserRecord }) {
  if (!member.isActive)
    return <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs text-red-800">Disabled</span>;
  if (!member.isAccountActivated)
    return <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs text-amber-800">Invited</span>;
  return <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs text-emerald-800">Active</span>;
}

function RoleCell({ member, isSelf }: { member: UserRecord; isSelf: boolean }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data);
  const [proposed, setProposed] = useState<string | null>(null);
  const shown = (fetcher.formData?.get('role') as string | null) ?? member.role;
  return (
    <>
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Role of {member.firstName} {member.lastName}
      </label>
      <select
        id={`role-${member.id}`}
        value={shown}
        disabled={isSelf || fetcher.state !== 'idle'}
        onChange={(event) => setProposed(event.target.value)}
        className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={proposed !== null}
        onOpenChange={(open) => !open && setProposed(null)}
        title="Change the role?"
        description={`${member.firstName} ${member.lastName} will become ${roleLabels[proposed as keyof typeof roleLabels] ?? proposed} and see the back-office pages of that role.`}
        confirmLabel="Change the role"
        onConfirm={() => {
          void fetcher.submit({ intent: 'role', id: member.id, role: proposed! }, { method: 'post' });
          setProposed(null);
        }}
      />
    </>
  );
}

function MemberActions({ member, isSelf }: { member: UserRecord; isSelf: boolean }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className="flex flex-wrap gap-3 text-sm" aria-busy={busy}>
      {!member.isAccountActivated ? (
        <ConfirmDialog
          title="Send a new invitation?"
          description={`${name} will get a new link to set their password; the old one stops working.`}
          confirmLabel="Send"
          onConfirm={() => fetcher.submit({ intent: 'resend', id: member.id }, { method: 'post' })}
          trigger={
            <button type="button" className="link-underline text-ink" disabled={busy}>
              Resend invitation
            </button>
          }
        />
      ) : null}
      {isSelf ? null : member.isActive ? (
        <ConfirmDialog
          title={`Disable ${name}?`}
          description="They are signed out at once and cannot sign in until you enable the account again."
          confirmLabel="Disable"
          danger
          onConfirm={() => fetcher.submit({ intent: 'disable', id: member.id }, { method: 'post' })}
          trigger={
            <button type="button" className="link-underline text-red-800" disabled={busy}>
              Disable
            </button>
          }
        />
      ) : (
        <ConfirmDialog
          title={`Enable ${name}?`}
          description="They can sign in again with their password."
          confirmLabel="Enable"
          onConfirm={() => fetcher.submit({ intent: 'enable', id: member.id }, { method: 'post' })}
          trigger={
            <button type="button" className="link-underline text-ink" disabled={busy}>
              Enable
            </button>
          }
        />
      )}
    </div>
  );
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const myId = useRootData()?.user?.id;
  const columns = useMemo<TableColumn<UserRecord>[]>(
    () => [
      personNameColumn(),
      {
        id: 'contact',
        header: 'Contact',
        cell: ({ row }) => (
          <span className="block">
            {row.original.email}
            {row.original.phoneNumber ? (
              <span className="block text-xs text-stone">{formatPhoneNumber(row.original.phoneNumber)}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) => <RoleCell member={row.original} isSelf={row.original.id === myId} />,
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge member={row.original} /> },
      { id: 'joined', header: 'Added', cell: ({ row }) => formatDate(row.original.createDate) },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <MemberActions member={row.original} isSelf={row.original.id === myId} />,
      },
    ],
    [myId],
  );
  return (
    <>
      <PageHeader
        title="Members"
        description="The shop’s staff. Invite someone, change what they can open, or disable an account."
        actions={<InviteMemberDialog />}
      />
      <SearchForm defaultValue={loaderData.search} label="Search name, e-mail or phone" />
      <DataTable
        caption="Members"
        columns={columns}
        data={loaderData.records}
        empty={loaderData.search ? `No member matches “${loaderData.search}”.` : 'No members yet.'}
      />
      <Pager
        page={loaderData.page}
        pageSize={PAGE_SIZE}
        total={loaderData.totalRecords}
        query={new URLSearchParams(loaderData.search ? { search: loaderData.search } : {})}
      />
    </>
  );
}

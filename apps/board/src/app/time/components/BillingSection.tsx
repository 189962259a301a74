import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TimeEntryFilter } from '@taskflow/contracts';
import { formatDate, formatDurationEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import {
  Button,
  CheckboxField,
  Dialog,
  EmptyState,
  Form,
  Heading,
  LoadingState,
  Stack,
  TextField,
  useToast,
} from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { useMarkBilledMutation, useTimeEntriesQuery } from '../../common/state/time.api';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Entries shown at first and added per "Show more": a month of a team is hundreds. */
export const BILLING_PAGE_SIZE = 50;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The filter's entries (admins): open billable ones are picked and marked billed with an invoice reference. */
export function BillingSection({ filter }: { filter: TimeEntryFilter }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const entries = useTimeEntriesQuery(filter);
  const [markBilled, marking] = useMarkBilledMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(BILLING_PAGE_SIZE);
  // The press of "Show more" that shows the rest takes the button away: the first entry it showed takes the focus
  // instead of the page's body (while more remain, the button stays and keeps the focus). Each such press is a request
  // of its own, so a second one at the same place (after the filter changed) moves the focus again.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const focusEntry = focusRequest?.index ?? null;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusRequest) (listRef.current?.children.item(focusRequest.index) as HTMLElement | null)?.focus();
  }, [focusRequest]);
  // Another filter is another list: it starts again at its first entries.
  const filterKey = JSON.stringify(filter);
  const [listedFilter, setListedFilter] = useState(filterKey);
  if (listedFilter !== filterKey) {
    setListedFilter(filterKey);
    setShown(BILLING_PAGE_SIZE);
    setFocusRequest(null);
  }
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once billed, the picked entries lose their checkboxes and the button that opened the dialog is disabled: the focus
  // goes to the section's heading instead of falling to the page's body.
  const billed = useRef(false);
  const open = (entries.data ?? []).filter((entry) => !entry.billedAt && !entry.locked && entry.billable);
  const picked = open.filter((entry) => selected.has(entry.id)).map((entry) => entry.id);
  const openIds = new Set(open.map((entry) => entry.id));

  const allPicked = open.length > 0 && picked.length === open.length;
  const toggleAll = () => setSelected(allPicked ? new Set() : new Set(openIds));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const showMore = (total: number) => {
    if (shown + BILLING_PAGE_SIZE >= total) setFocusRequest({ index: shown });
    setShown(shown + BILLING_PAGE_SIZE);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setError(t('time.reports.invoiceRequired'));
      return;
    }
    try {
      await markBilled({ entryIds: picked, invoiceReference: reference.trim() }).unwrap();
      toast.success(t('time.reports.markedBilled', { count: picked.length }));
      billed.current = true;
      setSelected(new Set());
      setReference('');
      setDialogOpen(false);
    } catch {
      toast.error(t('time.reports.markBilledError'));
    }
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby="time-entries-heading">
      <Stack direction="horizontal" gap="sm" wrap justify="between" align="center">
        <Heading level={2} size="md" id="time-entries-heading" ref={headingRef} tabIndex={-1}>
          {t('time.reports.entries')}
        </Heading>
        <Button
          variant="secondary"
          disabled={picked.length === 0}
          onClick={() => {
            billed.current = false;
            setDialogOpen(true);
          }}
        >
          {t('time.reports.markBilled')}
        </Button>
      </Stack>
      <QueryGate
        query={entries}
        loading={<LoadingState rows={3} label={t('time.reports.entries')} />}
        errorMessage={t('time.reports.entriesLoadError')}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('time.reports.empty')} />
          ) : (
            <Stack gap="sm">
              {open.length > 0 && (
                <CheckboxField
                  label={t('time.reports.selectAllOpen', { count: open.length })}
                  checked={allPicked}
                  onChange={toggleAll}
                />
              )}
              <StyledList ref={listRef}>
                {list.slice(0, shown).map((entry, index) => {
                  const hours = formatDurationEntry(entry.minutes, language);
                  const date = formatDate(entry.date, language);
                  const canPick = openIds.has(entry.id);
                  return (
                    <li key={entry.id} data-entry-id={entry.id} tabIndex={index === focusEntry ? -1 : undefined}>
                      {canPick ? (
                        <CheckboxField
                          // Seen: the day and hours, as on the entries that cannot be picked; heard: what it selects.
                          label={`${date} · ${hours}`}
                          aria-label={t('time.reports.select', { date, hours })}
                          checked={selected.has(entry.id)}
                          onChange={() => toggle(entry.id)}
                        />
                      ) : (
                        <span>{`${date} · ${hours}`}</span>
                      )}
                      <span>{entry.userName}</span>
                      <span>{entry.taskTitle ?? entry.projectName}</span>
                      {entry.note && <StyledMuted>{entry.note}</StyledMuted>}
                      {entry.invoiceReference && (
                        <StyledMuted>{t('time.reports.billed', { reference: entry.invoiceReference })}</StyledMuted>
                      )}
                    </li>
                  );
                })}
              </StyledList>
              {list.length > shown && (
                <div>
                  <Button variant="secondary" onClick={() => showMore(list.length)}>
                    {t('time.reports.showMore', { shown, total: list.length })}
                  </Button>
                </div>
              )}
            </Stack>
          )
        }
      </QueryGate>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        returnFocus={() => (billed.current ? headingRef.current : null)}
        title={t('time.reports.markBilledTitle', { count: picked.length })}
        closeLabel={t('time.timesheet.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialogOpen(false)}>
              {t('time.timesheet.cancel')}
            </Button>
            <Button type="submit" form="mark-billed-form" loading={marking.isLoading}>
              {t('time.reports.markBilled')}
            </Button>
          </>
        }
      >
        <Form id="mark-billed-form" noValidate onSubmit={submit}>
          <TextField
            label={t('time.reports.invoiceReference')}
            required
            value={reference}
            error={error}
            onChange={(event) => {
              setReference(event.target.value);
              setError(undefined);
            }}
          />
        </Form>
      </Dialog>
    </Stack>
  );
}

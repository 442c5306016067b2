// A list of the shopper's saved entries (addresses or invoice details): add, edit, delete
// after confirmation, and choose the default. The entry-specific parts (how a card reads,
// the form, the texts, the API calls) come in through props.
import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog, Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';

export interface SavedEntry {
  id: number;
  name: string;
  isDefault: boolean;
}

export interface SavedEntriesTexts {
  /** The add button, e.g. 'Dodaj adres'. */
  add: string;
  addTitle: string;
  editTitle: string;
  formDescription: string;
  emptyTitle: string;
  emptyDescription: string;
  loadError: string;
  deleteTitle: (entry: SavedEntry) => string;
  deleted: string;
  deleteError: string;
  madeDefault: string;
  defaultError: string;
}

export interface SavedEntriesProps<T extends SavedEntry> {
  entries: T[] | undefined;
  isLoading: boolean;
  loadFailed: boolean;
  icon: LucideIcon;
  texts: SavedEntriesTexts;
  /** The lines under the entry's name on its card. */
  describe: (entry: T) => ReactNode;
  /** The add/edit form; calls onDone after a successful save. */
  renderForm: (props: { entry: T | null; isFirst: boolean; onDone: () => void }) => ReactNode;
  onDelete: (entry: T) => Promise<unknown>;
  onMakeDefault: (entry: T) => Promise<unknown>;
}

export function SavedEntries<T extends SavedEntry>({
  entries,
  isLoading,
  loadFailed,
  icon,
  texts,
  describe,
  renderForm,
  onDelete,
  onMakeDefault,
}: SavedEntriesProps<T>) {
  // null: no dialog; 'new': adding; an entry: editing it.
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState<'delete' | number | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy('delete');
    try {
      await onDelete(deleting);
      toast({ title: texts.deleted, variant: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: texts.deleteError,
        description: errorMessage(error, 'Spróbuj ponownie później.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  async function makeDefault(entry: T) {
    setBusy(entry.id);
    try {
      await onMakeDefault(entry);
      toast({ title: texts.madeDefault, variant: 'success' });
    } catch (error) {
      toast({
        title: texts.defaultError,
        description: errorMessage(error, 'Spróbuj ponownie później.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {texts.add}
    </Button>
  );

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (loadFailed) {
    body = <Alert>{texts.loadError}</Alert>;
  } else if (!entries || entries.length === 0) {
    body = (
      <EmptyState
        icon={icon}
        title={texts.emptyTitle}
        description={texts.emptyDescription}
        action={addButton}
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Card
              className={
                entry.isDefault
                  ? 'flex h-full flex-col border-brand-300 ring-1 ring-brand-200'
                  : 'flex h-full flex-col'
              }
              aria-label={entry.name}
              role="group"
            >
              <div className="grid flex-1 gap-2 p-5">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold break-words text-slate-900">{entry.name}</p>
                  {entry.isDefault && <Badge tone="brand">Domyślny</Badge>}
                </div>
                <div className="grid gap-0.5 text-sm text-slate-600">{describe(entry)}</div>
              </div>
              <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-3">
                <Button variant="outline" size="sm" onClick={() => setEditing(entry)}>
                  <Pencil aria-hidden="true" />
                  Edytuj
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(entry)}>
                  <Trash2 aria-hidden="true" />
                  Usuń
                </Button>
                {!entry.isDefault && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:ml-auto"
                    loading={busy === entry.id}
                    onClick={() => void makeDefault(entry)}
                  >
                    {busy !== entry.id && <Star aria-hidden="true" />}
                    Ustaw jako domyślny
                  </Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  const editedEntry = editing === 'new' ? null : editing;
  return (
    <div className="grid gap-5">
      {entries && entries.length > 0 && <div className="flex justify-end">{addButton}</div>}
      {body}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent
            title={editedEntry ? texts.editTitle : texts.addTitle}
            description={texts.formDescription}
          >
            {renderForm({
              entry: editedEntry,
              isFirst: !entries || entries.length === 0,
              onDone: () => setEditing(null),
            })}
          </DialogContent>
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? texts.deleteTitle(deleting) : ''}
        description="Tej operacji nie można cofnąć."
        confirmLabel="Usuń"
        destructive
        loading={busy === 'delete'}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

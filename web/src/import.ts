// The import page: files chosen (or dropped) are read here and put into the text box, one after
// another, so the form sends them all; the server checks every game.
import { t } from './i18n';
const input = document.getElementById('import-files') as HTMLInputElement | null;
const text = document.getElementById('import-text') as HTMLTextAreaElement | null;
const note = document.getElementById('import-note');

async function addFiles(files: File[], box: HTMLTextAreaElement): Promise<void> {
  const parts: string[] = [];
  let bytes = 0;
  for (const f of files) {
    bytes += f.size;
    parts.push(await f.text());
  }
  const joined = parts.join('\n\n');
  box.value = box.value.trim() ? `${box.value.trim()}\n\n${joined}` : joined;
  if (note) note.textContent = t('im-read', { n: files.length, num: Math.round(bytes / 1024) });
}

if (input && text) {
  input.addEventListener('change', () => addFiles(Array.from(input.files ?? []), text));
  text.addEventListener('dragover', e => e.preventDefault());
  text.addEventListener('drop', e => {
    e.preventDefault();
    addFiles(Array.from(e.dataTransfer?.files ?? []), text);
  });
}

// The import page: files chosen (or dropped) are read here and put into the text box, one after
// another, so the form sends them all; the server checks every game.
(function () {
  const input = document.getElementById('import-files');
  const text = document.getElementById('import-text');
  const note = document.getElementById('import-note');
  if (!input || !text) return;
  async function add(files) {
    const parts = [];
    let bytes = 0;
    for (const f of files) {
      bytes += f.size;
      parts.push(await f.text());
    }
    const joined = parts.join('\n\n');
    text.value = text.value.trim() ? text.value.trim() + '\n\n' + joined : joined;
    if (note) note.textContent = `${files.length} file${files.length === 1 ? '' : 's'} read (${Math.round(bytes / 1024)} KiB).`;
  }
  input.addEventListener('change', () => add(Array.from(input.files || [])));
  text.addEventListener('dragover', e => e.preventDefault());
  text.addEventListener('drop', e => {
    e.preventDefault();
    add(Array.from(e.dataTransfer ? e.dataTransfer.files : []));
  });
})();

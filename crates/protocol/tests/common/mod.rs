//! A writer the tests can read back, and a whole protocol session run in-process.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

#[derive(Clone, Default)]
pub struct Buf(pub Arc<Mutex<Vec<u8>>>);

impl Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Feeds `input` to the engine (protocol detected from the first line) and returns what it wrote.
pub fn session(input: String) -> String {
    let buf = Buf::default();
    let out: rukh_protocol::Out = Arc::new(Mutex::new(Box::new(buf.clone())));
    rukh_protocol::run_detect(Cursor::new(input.into_bytes()), out);
    let got = buf.0.lock().unwrap().clone();
    String::from_utf8_lossy(&got).into_owned()
}

/// Input that arrives over time: lines, and pauses (`@wait MS` in a transcript) after which
/// the marker `@waited` is written to the output, so a transcript shows what the engine said
/// before the next line came (for instance, no `bestmove` before `stop`).
#[allow(dead_code)]
struct Paced {
    items: std::collections::VecDeque<String>,
    current: Cursor<Vec<u8>>,
    out: Buf,
}

impl std::io::Read for Paced {
    fn read(&mut self, b: &mut [u8]) -> std::io::Result<usize> {
        loop {
            let n = self.current.read(b)?;
            if n > 0 {
                return Ok(n);
            }
            let Some(item) = self.items.pop_front() else {
                return Ok(0);
            };
            if let Some(ms) = item.strip_prefix("@wait ") {
                std::thread::sleep(std::time::Duration::from_millis(ms.parse().unwrap()));
                self.out.0.lock().unwrap().extend_from_slice(b"@waited\n");
            } else {
                self.current = Cursor::new(format!("{item}\n").into_bytes());
            }
        }
    }
}

/// Like [`session`], with `@wait MS` lines taken as pauses.
#[allow(dead_code)]
pub fn paced_session(lines: Vec<String>) -> String {
    let buf = Buf::default();
    let out: rukh_protocol::Out = Arc::new(Mutex::new(Box::new(buf.clone())));
    let input = Paced {
        items: lines.into(),
        current: Cursor::new(Vec::new()),
        out: buf.clone(),
    };
    rukh_protocol::run_detect(std::io::BufReader::new(input), out);
    let got = buf.0.lock().unwrap().clone();
    String::from_utf8_lossy(&got).into_owned()
}

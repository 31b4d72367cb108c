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

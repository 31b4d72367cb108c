//! Reading the files a user names (game definitions, networks, endgame tables) so that no path
//! can hang or exhaust the program: only regular files are read (a FIFO, a device such as
//! `/dev/zero`, or a folder is refused before any byte is read, and opening never waits for a
//! writer), and never more than the caller's bound.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// What is wrong with a file that is not an ordinary file.
fn not_regular(kind: std::fs::FileType) -> io::Error {
    let what = if kind.is_dir() {
        "a folder"
    } else if kind.is_symlink() {
        "a broken link"
    } else {
        "not an ordinary file (a pipe, socket or device)"
    };
    io::Error::new(io::ErrorKind::InvalidInput, format!("{what}; name a file"))
}

/// Opens `path` for reading when it is a regular file. A FIFO is refused before it is opened
/// (opening one waits for a writer), and the file is opened without blocking and checked again,
/// so one swapped in between is refused too.
pub fn open_regular(path: &Path) -> io::Result<File> {
    let kind = std::fs::metadata(path)?.file_type();
    if !kind.is_file() {
        return Err(not_regular(kind));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let kind = file.metadata()?.file_type();
    if !kind.is_file() {
        return Err(not_regular(kind));
    }
    Ok(file)
}

/// The whole of a regular file of at most `max` bytes; a larger one is refused (`what` names
/// what such a file holds, for the message).
pub fn read_bounded(path: &Path, max: u64, what: &str) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "larger than {}; {what}",
                if max >= 1 << 20 {
                    format!("{} MiB", max >> 20)
                } else {
                    format!("{} KiB", max >> 10)
                }
            ),
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_folders_and_large_files_are_refused() {
        let e = read_bounded(Path::new("/dev/zero"), 1 << 20, "a small file").unwrap_err();
        assert!(e.to_string().contains("not an ordinary file"), "{e}");
        let e = read_bounded(Path::new("/tmp"), 1 << 20, "a small file").unwrap_err();
        assert!(e.to_string().contains("a folder"), "{e}");
        let dir = std::env::temp_dir().join(format!("rukh-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big");
        std::fs::write(&big, vec![b'x'; 3000]).unwrap();
        let e = read_bounded(&big, 2048, "a definition is a few KB").unwrap_err();
        assert_eq!(e.to_string(), "larger than 2 KiB; a definition is a few KB");
        assert_eq!(read_bounded(&big, 4096, "").unwrap().len(), 3000);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_at_once() {
        let dir = std::env::temp_dir().join(format!("rukh-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("mkfifo not available: skipped");
            return;
        }
        let e = open_regular(&fifo).unwrap_err();
        assert!(e.to_string().contains("pipe"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

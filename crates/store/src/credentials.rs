//! Names and passwords: what an account's name and password may be, and passwords hashed with
//! Argon2id (RustCrypto's `argon2`).

use crate::token;

/// What is wrong with a name for an account, if anything.
pub fn check_username(name: &str) -> Result<(), String> {
    let n = name.chars().count();
    if !(3..=20).contains(&n) {
        return Err("a name has 3 to 20 characters".into());
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        let what = if c == ' ' {
            "a space".to_owned()
        } else if c.is_whitespace() || c.is_control() {
            format!("the character U+{:04X}", c as u32)
        } else {
            format!("'{c}'")
        };
        return Err(format!(
            "{what} may not be in a name: use letters A-Z, digits, _ and -"
        ));
    }
    let key = name.to_ascii_lowercase();
    if key.starts_with("anon") || key.starts_with("rukh") || RESERVED.contains(&key.as_str()) {
        return Err("this name is kept for the site; choose another".into());
    }
    Ok(())
}

/// A name's skeleton (Unicode's UTS #39, in lower case): names that look alike have one
/// skeleton ("Roxana", "ROXANA", "R0xana", "Roxаna" with a Cyrillic а; "rn" and "m"; "Ivan"
/// and "lvan"), so a name like an account's can be refused.
pub fn name_skeleton(name: &str) -> String {
    use unicode_security::confusable_detection::skeleton;
    let lower = skeleton(name).collect::<String>().to_lowercase();
    // Lower case has look-alikes the table leaves apart (i beside l and I; the kra, which the
    // Cyrillic к becomes, beside k): one letter for each.
    skeleton(&lower)
        .map(|c| match c {
            'i' => 'l',
            '\u{0138}' => 'k',
            c => c,
        })
        .collect()
}

/// A name a player without an account (a program holding a seat's key, an anonymous visitor)
/// may show, cleaned: control and format characters (right-to-left overrides, zero widths)
/// taken out, at most 40 characters; an error when it is nothing or looks like the site's
/// own (the engine's, "deleted player"). Whether it looks like an account's the store tells
/// (`Db::account_like`).
pub fn anon_name(name: &str) -> Result<String, String> {
    let clean: String = name
        .chars()
        .filter(|c| !c.is_control() && !is_format(*c))
        .take(40)
        .collect::<String>()
        .trim()
        .to_owned();
    if clean.is_empty() {
        return Err("a name has at least one letter".into());
    }
    let skeleton = name_skeleton(&clean);
    if skeleton.starts_with(&name_skeleton("rukh"))
        || [
            "deleted player",
            "deleted",
            "admin",
            "administrator",
            "system",
        ]
        .iter()
        .any(|r| skeleton == name_skeleton(r))
    {
        return Err(format!(
            "'{clean}' is kept for the site; choose another name"
        ));
    }
    Ok(clean)
}

/// Unicode's format characters (category Cf) that change how text around them is shown:
/// direction marks, embeddings, overrides and isolates, zero-width joiners and spaces, the
/// byte-order mark, invisible operators.
fn is_format(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}')
}

const RESERVED: &[&str] = &[
    "admin",
    "administrator",
    "anonymous",
    "deleted",
    "engine",
    "root",
    "system",
];

/// What is wrong with a password, if anything.
pub fn check_password(password: &str) -> Result<(), String> {
    if password.chars().count() < 8 {
        return Err("a password has at least 8 characters".into());
    }
    if password.len() > 1000 {
        return Err("a password has at most 1000 bytes".into());
    }
    Ok(())
}

/// The Argon2id hash of a password (PHC string) with a fresh salt, at the crate's default cost
/// (19 MiB, 2 passes: OWASP's recommendation). Takes tens of milliseconds: call it off the
/// async threads.
pub fn hash_password(password: &str) -> Result<String, String> {
    use argon2::password_hash::PasswordHasher;
    argon2::Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| format!("hashing the password: {e}"))
}

/// Whether a password matches a stored hash. Takes as long as hashing.
pub fn verify_password(hash: &str, password: &str) -> bool {
    use argon2::password_hash::{PasswordVerifier, phc::PasswordHash};
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    argon2::Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

/// A hash no password matches, checked when a name is unknown so that a failed login takes as
/// long whether or not the name exists.
pub fn dummy_hash() -> &'static str {
    static HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HASH.get_or_init(|| hash_password(&token()).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(check_username("Ann_1-x").is_ok());
        assert!(check_username("ab").unwrap_err().contains("3 to 20"));
        assert!(check_username("a".repeat(21).as_str()).is_err());
        assert!(
            check_username("ann smith")
                .unwrap_err()
                .starts_with("a space may not be in a name")
        );
        assert!(check_username("ann\tsmith").unwrap_err().contains("U+0009"));
        assert!(check_username("ann.smith").unwrap_err().contains("'.'"));
        assert!(check_username("Anon-7K3Q").unwrap_err().contains("kept"));
        assert!(check_username("RukhFan").is_err());
        assert!(check_password("1234567").is_err());
        assert!(check_password("12345678").is_ok());
    }

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let h = hash_password("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verify_password(&h, "correct horse"));
        assert!(!verify_password(&h, "correct horsE"));
        assert!(!verify_password("not a hash", "x"));
        // A fresh salt each time.
        assert_ne!(h, hash_password("correct horse").unwrap());
    }
}

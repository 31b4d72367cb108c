//! Settings files for `rukh serve` and `rukh bot`: `--config FILE` (or `RUKH_CONFIG`) names a
//! TOML file whose keys are the command's long options, `addr = "0.0.0.0:8080"`,
//! `rate-limit = 300`, `game = ["makruk.toml"]`. What a setting comes from, strongest first:
//! the command line, the option's environment variable (`RUKH_DATABASE`), the file, the default.
//!
//! The file's settings become command-line arguments before clap reads them, so that every
//! option is checked, documented and defaulted in one place (its `--help`).

use std::ffi::OsString;
use std::path::Path;

use clap::{ArgAction, CommandFactory};

/// The commands that read a settings file.
const COMMANDS: &[&str] = &["serve", "bot"];

/// The largest settings file read.
const MAX_BYTES: u64 = 1 << 20;

/// `args` (the program's, its name first) with the settings of the file named by `--config`
/// or `RUKH_CONFIG` put in, after the command's name, for every option the command line and
/// the environment leave unset. A file that cannot be read or names what is not an option is
/// an error that says which file, which key and what to do.
pub(crate) fn with_config(args: Vec<OsString>) -> Result<Config, String> {
    let none = |args| Config {
        args,
        file: None,
        settings: Vec::new(),
    };
    let Some((at, command)) = args.iter().enumerate().skip(1).find_map(|(i, a)| {
        let a = a.to_str()?;
        (!a.starts_with('-')).then_some((i, a.to_owned()))
    }) else {
        return Ok(none(args));
    };
    if !COMMANDS.contains(&command.as_str()) {
        return Ok(none(args));
    }
    let given: Vec<String> = args[at + 1..]
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let path = match given.iter().position(|a| a == "--config") {
        Some(i) => match given.get(i + 1) {
            Some(p) => Some(p.clone()),
            // clap says that the option wants its value.
            None => return Ok(none(args)),
        },
        None => given
            .iter()
            .find_map(|a| a.strip_prefix("--config=").map(str::to_owned))
            .or_else(|| std::env::var("RUKH_CONFIG").ok().filter(|p| !p.is_empty())),
    };
    let Some(path) = path else {
        return Ok(none(args));
    };
    let settings = settings_args(&command, Path::new(&path), &given)?;
    let mut out = args;
    let tail = out.split_off(at + 1);
    out.extend(settings.iter().map(OsString::from));
    out.extend(tail);
    Ok(Config {
        args: out,
        file: Some(path),
        settings,
    })
}

/// The program's arguments with a settings file's put in.
pub(crate) struct Config {
    pub args: Vec<OsString>,
    /// The settings file read, if one was.
    pub file: Option<String>,
    /// What it gave, as arguments (to name them when clap refuses one).
    pub settings: Vec<String>,
}

/// The command-line arguments the settings file at `path` gives `command`, leaving out the
/// options already `given` on the command line or set in the environment.
fn settings_args(command: &str, path: &Path, given: &[String]) -> Result<Vec<String>, String> {
    let shown = path.display();
    let bytes = rukh_rules::files::read_bounded(path, MAX_BYTES, "a settings file is a few lines")
        .map_err(|e| format!("the settings file {shown}: {e}"))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("the settings file {shown}: not UTF-8 text"))?;
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        let line = e
            .span()
            .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
        format!(
            "the settings file {shown}{}: {}",
            line.map(|l| format!(", line {l}")).unwrap_or_default(),
            e.message().trim().replace('\n', "; ")
        )
    })?;
    let cli = crate::Cli::command();
    let sub = cli
        .find_subcommand(command)
        .expect("the commands with settings exist");
    let mut out = Vec::new();
    for (key, value) in &table {
        let long = key.replace('_', "-");
        let Some(arg) = sub
            .get_arguments()
            .find(|a| a.get_long() == Some(long.as_str()))
            .filter(|_| long != "config" && long != "help")
        else {
            return Err(format!(
                "the settings file {shown}: '{key}' is not an option of rukh {command} \
                 (`rukh {command} --help` lists them, written without their dashes)"
            ));
        };
        let on_command_line = given
            .iter()
            .any(|a| *a == format!("--{long}") || a.starts_with(&format!("--{long}=")));
        let in_environment = arg
            .get_env()
            .is_some_and(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()));
        if on_command_line || in_environment {
            continue;
        }
        let flag = matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::SetFalse);
        let many = matches!(arg.get_action(), ArgAction::Append);
        let values: Vec<&toml::Value> = match value {
            toml::Value::Array(items) if many => items.iter().collect(),
            toml::Value::Array(_) => {
                return Err(format!(
                    "the settings file {shown}: '{key}' takes one value, not a list"
                ));
            }
            v => vec![v],
        };
        for v in values {
            let text = match v {
                toml::Value::String(s) => s.clone(),
                toml::Value::Integer(n) => n.to_string(),
                toml::Value::Float(x) => x.to_string(),
                toml::Value::Boolean(b) if flag => {
                    if *b {
                        out.push(format!("--{long}"));
                    }
                    continue;
                }
                toml::Value::Boolean(b) => b.to_string(),
                _ => {
                    return Err(format!(
                        "the settings file {shown}: '{key}' takes a string, a number or \
                         true/false{}",
                        if many { ", or a list of them" } else { "" }
                    ));
                }
            };
            if flag {
                return Err(format!(
                    "the settings file {shown}: '{key}' is a switch: write {key} = true"
                ));
            }
            out.push(format!("--{long}={text}"));
        }
    }
    Ok(out)
}

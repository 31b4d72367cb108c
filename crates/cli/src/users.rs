//! `rukh users`: the site's accounts, for its operator: make one (a person's or a bot's), give a
//! new password, disable or enable one, mark one as a bot, list them.

use std::io::BufRead;

use anyhow::{Context, Result, anyhow, bail};
use clap::{Args, Subcommand};
use rukh_store::Db;
use rukh_store::credentials::{check_password, check_username, hash_password};
use rukh_store::token;
use rukh_store::{Player, PlayerKind};

#[derive(Args)]
pub struct UsersArgs {
    /// The site's database (as `rukh serve --database`).
    #[arg(
        long,
        env = "RUKH_DATABASE",
        default_value = "sqlite://rukh.db",
        global = true
    )]
    database: String,
    #[command(subcommand)]
    command: UsersCommand,
}

#[derive(Subcommand)]
enum UsersCommand {
    /// Make an account. Without `--password-stdin` a password is made and printed once.
    Create {
        /// 3 to 20 letters, digits, _ or -.
        name: String,
        /// Read the password from the first line of standard input.
        #[arg(long)]
        password_stdin: bool,
        /// Make a bot account (an engine playing through an API token).
        #[arg(long)]
        bot: bool,
    },
    /// Give an account a new password (printed once, or read with `--password-stdin`); its
    /// sessions end.
    ResetPassword {
        name: String,
        #[arg(long)]
        password_stdin: bool,
    },
    /// Disable an account: it can no longer sign in, and its sessions and tokens open nothing.
    Disable { name: String },
    /// Enable a disabled account again.
    Enable { name: String },
    /// Mark an account as a bot (`--off`: a person's again).
    Bot {
        name: String,
        #[arg(long)]
        off: bool,
    },
    /// Make an API token for a bot account (printed once), for `rukh bot --token`.
    Token { name: String },
    /// List the accounts, newest first.
    List {
        /// Print JSON lines.
        #[arg(long)]
        json: bool,
        #[arg(long, default_value_t = 1000)]
        limit: i64,
    },
}

/// The password to set: the first line of standard input, or a new one (printed).
fn password(from_stdin: bool) -> Result<(String, bool)> {
    if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .context("reading the password from standard input")?;
        let p = line.trim_end_matches(['\n', '\r']).to_owned();
        check_password(&p).map_err(|e| anyhow!("the password: {e}"))?;
        Ok((p, false))
    } else {
        // 20 hex digits: 80 bits.
        Ok((token()[..20].to_owned(), true))
    }
}

async fn account(db: &Db, name: &str) -> Result<Player> {
    match db.account_by_name(name).await? {
        Some((p, _)) if p.is_account() => Ok(p),
        _ => bail!("no account called '{name}' (`rukh users list` shows them)"),
    }
}

pub fn run(a: UsersArgs) -> Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(&a.database).await.map_err(|e| anyhow!("{e}"))?;
        match a.command {
            UsersCommand::Create {
                name,
                password_stdin,
                bot,
            } => {
                check_username(&name).map_err(|e| anyhow!("the name '{name}': {e}"))?;
                let (pw, made) = password(password_stdin)?;
                let hash = hash_password(&pw).map_err(|e| anyhow!(e))?;
                let kind = if bot {
                    PlayerKind::Bot
                } else {
                    PlayerKind::Account
                };
                let p = db
                    .create_account(&name, &hash, kind, rukh_store::now_ms())
                    .await
                    .map_err(|e| anyhow!("{e}"))?;
                println!("made {} '{}'", if bot { "bot" } else { "account" }, p.name);
                if made {
                    println!("password: {pw}  (shown once; it can be changed at /account)");
                }
            }
            UsersCommand::ResetPassword {
                name,
                password_stdin,
            } => {
                let p = account(&db, &name).await?;
                let (pw, made) = password(password_stdin)?;
                let hash = hash_password(&pw).map_err(|e| anyhow!(e))?;
                db.set_password(&p.id, &hash).await?;
                println!("new password for '{}'; its sessions have ended", p.name);
                if made {
                    println!("password: {pw}  (shown once)");
                }
            }
            UsersCommand::Disable { name } => {
                let p = account(&db, &name).await?;
                db.set_disabled(&p.id, true).await?;
                println!("'{}' is disabled; its sessions have ended", p.name);
            }
            UsersCommand::Enable { name } => {
                let p = account(&db, &name).await?;
                db.set_disabled(&p.id, false).await?;
                println!("'{}' is enabled", p.name);
            }
            UsersCommand::Bot { name, off } => {
                let p = account(&db, &name).await?;
                db.set_bot(&p.id, !off).await?;
                if off {
                    println!("'{}' is no longer a bot", p.name);
                } else {
                    println!(
                        "'{}' is a bot: it makes API tokens at /account/token once signed in",
                        p.name
                    );
                }
            }
            UsersCommand::Token { name } => {
                let p = account(&db, &name).await?;
                if !p.is_bot() {
                    bail!(
                        "'{}' is not a bot: mark it first with `rukh users bot {}`",
                        p.name,
                        p.name
                    );
                }
                let t = db.new_api_token(&p.id, rukh_store::now_ms()).await?;
                println!("{t}");
                eprintln!(
                    "an API token for '{}' (shown once): `rukh bot --token` takes it",
                    p.name
                );
            }
            UsersCommand::List { json, limit } => {
                for p in db.accounts(limit).await? {
                    if json {
                        println!("{}", serde_json::to_string(&p)?);
                    } else {
                        println!(
                            "{:<20} {:<8} {:<9} since {}",
                            p.name,
                            p.kind,
                            if p.disabled { "disabled" } else { "" },
                            rukh_store::date_of(p.created_at)
                        );
                    }
                }
            }
        }
        Ok(())
    })
}

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use prayer_fast::configuration::Settings;
use prayer_fast::content::Catalogue;
use prayer_fast::startup::{self, Application};
use prayer_fast::telemetry;

#[derive(Parser)]
#[command(
    name = "prayer-fast",
    version,
    about = "Prayer Fast service: the PWA, summaries and reminders"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP server (the default).
    Serve,
    /// Web-push reminders.
    Reminders {
        #[command(subcommand)]
        command: RemindersCommand,
    },
    /// The church's announcements, pushed.
    Announcements {
        #[command(subcommand)]
        command: RemindersCommand,
    },
    /// The day's guide by e-mail.
    GuideMail {
        #[command(subcommand)]
        command: RemindersCommand,
    },
    /// The church's admin area.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Validate content/ and print every problem with its file and field.
    CheckContent {
        /// The content directory (default: CONTENT_DIR or ./content).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Print the valid content as the service reads it (placeholders filled), as JSON
        /// `{"programme": …, "days": […], "translations": {"es": {"programme": …, "days": […]}}}`:
        /// the facts the browser tests and benchmarks check against.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Print a one-time sign-in link (15 minutes) for an administrator ADMIN_EMAILS names: the
    /// operator's way in when no sign-in mail arrives.
    SignInLink {
        /// The administrator's e-mail address.
        email: String,
    },
}

#[derive(Subcommand)]
enum RemindersCommand {
    /// One pass as of an instant, then exit.
    RunOnce {
        /// The instant, RFC 3339 (e.g. 2025-10-03T11:00:00Z).
        #[arg(long)]
        now: jiff::Timestamp,
    },
}

fn main() -> ExitCode {
    telemetry::init();
    match Cli::parse().command.unwrap_or(Command::Serve) {
        Command::Serve => serve(),
        Command::CheckContent { dir, json } => check_content(dir, json),
        Command::Reminders {
            command: RemindersCommand::RunOnce { now },
        } => run_once(|settings| startup::reminder_pass_once(settings, now)),
        Command::Announcements {
            command: RemindersCommand::RunOnce { now },
        } => run_once(|settings| startup::announcement_pass_once(settings, now)),
        Command::GuideMail {
            command: RemindersCommand::RunOnce { now },
        } => run_once(|settings| startup::guide_mail_pass_once(settings, now)),
        Command::Admin {
            command: AdminCommand::SignInLink { email },
        } => {
            run_once(|settings| async move { startup::admin_sign_in_link(settings, &email).await })
        }
    }
}

/// Runs one pass (`pass`, given the settings) and prints its report.
fn run_once<R: std::fmt::Display, F: Future<Output = anyhow::Result<R>>>(
    pass: impl FnOnce(Settings) -> F,
) -> ExitCode {
    let result = Settings::from_env().and_then(|settings| {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?
            .block_on(pass(settings))
    });
    match result {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("prayer-fast: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn serve() -> ExitCode {
    let result = Settings::from_env().and_then(|settings| {
        actix_web::rt::System::new().block_on(async move {
            let app = Application::build(settings).await?;
            // On stdout whatever the log level: scripts and tests wait for this line.
            println!("serving on http://127.0.0.1:{}", app.port());
            startup::serve(app).await?;
            Ok(())
        })
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("prayer-fast: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// The content as the service resolves it, in `content/`'s shape: each language's programme and
/// guides (a struct's fields in the order written, nothing unset), what the PWA build bundles.
fn resolved_json(catalogue: &Catalogue) -> String {
    #[derive(serde::Serialize)]
    struct Resolved<'a> {
        programme: &'a prayer_fast::content::model::Programme,
        days: Vec<&'a prayer_fast::content::model::DayGuide>,
        /// The other languages' (the first language's alone).
        #[serde(skip_serializing_if = "Option::is_none")]
        translations: Option<std::collections::BTreeMap<&'a str, Resolved<'a>>>,
    }
    let translations = catalogue
        .translations
        .iter()
        .map(|(lang, t)| {
            let days = t.days.values().collect();
            let resolved = Resolved {
                programme: &t.programme,
                days,
                translations: None,
            };
            (lang.as_str(), resolved)
        })
        .collect();
    let resolved = Resolved {
        programme: &catalogue.programme,
        days: catalogue.days.values().collect(),
        translations: Some(translations),
    };
    serde_json::to_string(&resolved).expect("content serializes")
}

fn check_content(dir: Option<PathBuf>, json: bool) -> ExitCode {
    let dir = dir
        .or_else(|| std::env::var_os("CONTENT_DIR").map(PathBuf::from))
        .unwrap_or_else(|| "content".into());
    // The start date the service would use, so a bad PROGRAMME_START_DATE is found here too.
    let start_date = match prayer_fast::configuration::programme_start_date() {
        Ok(date) => date,
        Err(err) => {
            eprintln!("{err:#}");
            return ExitCode::FAILURE;
        }
    };
    match Catalogue::load(&dir, start_date) {
        Ok(catalogue) if json => {
            println!("{}", resolved_json(&catalogue));
            ExitCode::SUCCESS
        }
        Ok(catalogue) => {
            for warning in catalogue.calendar_prose_warnings(&dir) {
                eprintln!("warning: {warning}");
            }
            for (language, load) in catalogue.reading_loads() {
                println!("content: {language}: {load}");
            }
            println!(
                "content: {} day guides valid ({})",
                catalogue.days.len(),
                dir.display()
            );
            for (language, translation) in &catalogue.translations {
                println!(
                    "content: {language}: {} day guides valid, each with its {} original's structure",
                    translation.days.len(),
                    catalogue.programme.languages[0]
                );
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            for problem in &err.0 {
                eprintln!("{problem}");
            }
            eprintln!("content: {} problem(s)", err.0.len());
            ExitCode::FAILURE
        }
    }
}

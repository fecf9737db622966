//! `slovo online transfer`: take this account to a new device. Without `--use`, a one-time
//! code for it (printed alone on the last line, for scripts); with `--use CODE` on the new
//! device (its own data directory), the account of the code becomes this device's.

use std::error::Error;

use clap::Args;
use slovo_app::App;
use slovo_i18n::{Catalog, Message};
use slovo_sync::api::TransferMode;

#[derive(Args)]
pub struct TransferArgs {
    /// On the new device: redeem CODE, made on the old one with `slovo online transfer`.
    #[arg(long = "use", value_name = "CODE")]
    code: Option<String>,
    /// With --use: link this device to the account (the old device stays signed in) instead
    /// of moving the account (the old device is signed out).
    #[arg(long, requires = "code")]
    link: bool,
}

pub fn transfer(app: &App, args: TransferArgs, catalog: &Catalog) -> Result<(), Box<dyn Error>> {
    let say = |m: Message| println!("{}", catalog.render(&m));
    let Some(code) = args.code else {
        let made = app.transfer_code()?;
        let left_ms = (made.expires_at - slovo_sync::now_ms()).max(0);
        say(Message::new("account-transfer-code")
            .with("code", made.code.as_str())
            .with("minutes", (left_ms + 59_999) / 60_000));
        say(Message::new("account-transfer-how").with("code", made.code.as_str()));
        // Alone on the last line, for scripts.
        println!("{}", made.code);
        return Ok(());
    };
    let (mode, key) = if args.link {
        (TransferMode::Link, "account-transfer-linked")
    } else {
        (TransferMode::Move, "account-transfer-moved")
    };
    let account = app.redeem_transfer(&code, mode)?;
    say(Message::new(key)
        .with("name", account.display_name.as_str())
        .with("server", account.server_url.as_str()));
    Ok(())
}

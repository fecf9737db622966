//! The server's request bodies (the `slovo-api` types it reads from JSON): any bytes are an
//! error or a value, never a panic, and a value read writes back to JSON that reads again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde::Serialize;
use serde::de::DeserializeOwned;
use slovo_api::{CreateRoom, CreateSeek, EventsQuery, RegisterDevice, RegisterPush, SubmitMove};

fn round_trip<T: DeserializeOwned + Serialize>(json: &[u8]) {
    if let Ok(value) = serde_json::from_slice::<T>(json) {
        let written = serde_json::to_vec(&value).expect("a value read writes");
        let again: T = serde_json::from_slice(&written)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&written)));
        assert_eq!(serde_json::to_vec(&again).unwrap(), written);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, json)) = data.split_first() else {
        return;
    };
    match which % 6 {
        0 => round_trip::<SubmitMove>(json),
        1 => round_trip::<CreateRoom>(json),
        2 => round_trip::<CreateSeek>(json),
        3 => round_trip::<RegisterDevice>(json),
        4 => round_trip::<RegisterPush>(json),
        _ => round_trip::<EventsQuery>(json),
    }
});

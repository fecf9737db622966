//! The online tables: the account, the player's views that never go back in time, and the
//! outbox whose moves end sent or dropped with a reason, never silently gone.

use std::path::PathBuf;

use slovo_store::{
    Account, NewOnlineMove, OnlineFamily, OnlineGame, OnlineMode, OutboxState, Store,
};

fn temp_db(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("slovo-store-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("slovo.db")
}

fn view(version: i64) -> OnlineGame {
    OnlineGame {
        id: "g1".into(),
        code: "ABCDEFGH".into(),
        mode: OnlineMode::Daily,
        language: "en".into(),
        seat: 1,
        version,
        state: format!("{{\"version\":{version}}}"),
        finished: false,
        my_turn: version % 2 == 1,
        deadline: Some(1_000),
        updated_at: version,
        family: OnlineFamily::Word,
    }
}

fn queued(move_id: &str, expected_version: i64) -> NewOnlineMove {
    NewOnlineMove {
        move_id: move_id.into(),
        game_id: "g1".into(),
        expected_version,
        mv: "\"Pass\"".into(),
        created_at: 5,
    }
}

#[test]
fn the_account_survives_reopening_and_can_move_servers() {
    let path = temp_db("account");
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.account().unwrap(), None);
    let account = Account {
        server_url: "http://a".into(),
        device_id: "d".into(),
        token: "t".into(),
        display_name: "Ana".into(),
    };
    store.set_account(&account, 1).unwrap();
    store.set_account_server("http://b").unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    let stored = store.account().unwrap().unwrap();
    assert_eq!(stored.server_url, "http://b");
    assert_eq!(stored.token, "t");
}

#[test]
fn a_view_never_goes_back_in_time() {
    let mut store = Store::open(&temp_db("views")).unwrap();
    assert!(store.save_online_game(&view(3)).unwrap());
    assert!(!store.save_online_game(&view(2)).unwrap());
    assert_eq!(store.online_game("g1").unwrap().unwrap().version, 3);
    assert!(store.save_online_game(&view(4)).unwrap());
    assert_eq!(store.online_games().unwrap(), vec![view(4)]);
}

#[test]
fn outbox_moves_end_sent_or_dropped_with_their_reason() {
    let mut store = Store::open(&temp_db("outbox")).unwrap();
    store.save_online_game(&view(1)).unwrap();
    store.queue_online_move(&queued("m1", 1)).unwrap();
    store.queue_online_move(&queued("m2", 1)).unwrap();
    assert!(
        store.queue_online_move(&queued("m1", 1)).is_err(),
        "move ids are unique"
    );

    store
        .record_online_failure("m1", "timeout", 900, 6)
        .unwrap();
    let m1 = store.online_move("m1").unwrap().unwrap();
    assert_eq!((m1.attempts, m1.next_attempt_at), (1, 900));
    assert_eq!(m1.last_error.as_deref(), Some("timeout"));

    store.online_move_sent("m1", 2, &view(2), 7).unwrap();
    store.rebase_online_move("m2", 2, 8).unwrap();
    store
        .online_move_dropped("m2", "the game ended", Some(&view(3)), 9)
        .unwrap();
    // A late duplicate answer changes nothing once the move is settled.
    store.record_online_failure("m1", "late", 0, 10).unwrap();

    let sent = store.online_moves(OutboxState::Sent, Some("g1")).unwrap();
    assert_eq!(sent.len(), 1);
    assert_eq!((sent[0].accepted_version, sent[0].attempts), (Some(2), 2));
    assert!(
        store
            .online_moves(OutboxState::Queued, None)
            .unwrap()
            .is_empty()
    );
    let drops = store.unacknowledged_drops().unwrap();
    assert_eq!(drops.len(), 1);
    assert_eq!(drops[0].expected_version, 2);
    assert_eq!(drops[0].drop_reason.as_deref(), Some("the game ended"));
    assert_eq!(store.online_game("g1").unwrap().unwrap().version, 3);
    store.acknowledge_drop("m2").unwrap();
    assert!(store.unacknowledged_drops().unwrap().is_empty());
}

#[test]
fn tycoon_games_share_the_tables_and_their_moves_know_their_family() {
    let path = temp_db("tycoon");
    let mut store = Store::open(&path).unwrap();
    store.save_online_game(&view(1)).unwrap();
    let tycoon = OnlineGame {
        id: "t1".into(),
        family: OnlineFamily::Tycoon,
        ..view(2)
    };
    store.save_online_game(&tycoon).unwrap();
    // The word game's list keeps to word games; each family lists its own.
    assert_eq!(store.online_games().unwrap(), vec![view(1)]);
    assert_eq!(
        store.online_games_of(OnlineFamily::Tycoon).unwrap(),
        vec![tycoon.clone()]
    );
    store
        .queue_online_move(&NewOnlineMove {
            game_id: "t1".into(),
            mv: "{\"Exchange\":{\"discard\":[]}}".into(),
            ..queued("t-m1", 2)
        })
        .unwrap();
    store.queue_online_move(&queued("w-m1", 1)).unwrap();
    drop(store);
    // Kept across reopening, in queue order, each with its game's family.
    let store = Store::open(&path).unwrap();
    let waiting = store.online_moves(OutboxState::Queued, None).unwrap();
    let families: Vec<(&str, OnlineFamily)> = waiting
        .iter()
        .map(|m| (m.move_id.as_str(), m.family))
        .collect();
    assert_eq!(
        families,
        vec![("t-m1", OnlineFamily::Tycoon), ("w-m1", OnlineFamily::Word)]
    );
    assert_eq!(
        store.online_move("t-m1").unwrap().unwrap().family,
        OnlineFamily::Tycoon
    );
    assert_eq!(
        store.online_game("t1").unwrap().unwrap().family,
        OnlineFamily::Tycoon
    );
}

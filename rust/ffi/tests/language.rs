//! The errors a player reads come in the interface language the shell set: a refused play,
//! the preview the game screen shows while tiles are placed, and the FFI's own checks. A
//! file of its own: the interface language is one per process, and these tests set it.

use slovo_ffi::{
    BotLevel, NewGameSetup, Slovo, SlovoError, TextArg, TextValue, TilePlacement, set_ui_language,
    text,
};

fn lexicons() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../lexicons").to_string()
}

fn setup(seed: i64) -> NewGameSetup {
    NewGameSetup {
        language: "slovak".into(),
        human_name: "Ann".into(),
        bots: vec![BotLevel::Easy],
        preset: None,
        rack_size: 7,
        finish_line: None,
        seed: Some(seed),
    }
}

fn at(row: i32, col: i32, face: &str) -> TilePlacement {
    TilePlacement {
        row,
        col,
        face: face.into(),
        is_blank: false,
    }
}

#[test]
fn a_slovak_player_reads_refusals_in_slovak_and_the_kind_stays_typed() {
    let dir = std::env::temp_dir().join(format!("slovo-ffi-language-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let core = Slovo::new(dir.display().to_string(), lexicons()).unwrap();
    assert_eq!(set_ui_language("sk_SK.UTF-8".into()), "sk");
    let (id, view) = (1..50)
        .map(|seed| {
            let id = core.new_game(setup(seed)).unwrap();
            (id.clone(), core.view(id).unwrap())
        })
        .find(|(_, v)| v.my_turn)
        .expect("some seed lets the human begin");
    let tiles: Vec<&String> = view.rack.iter().filter(|t| *t != "?").collect();
    let (tile, other) = (tiles[0].as_str(), tiles[1].as_str());

    // The first play off the centre: refused, typed, in Slovak; nothing changed.
    let corner = vec![at(0, 0, tile), at(0, 1, other)];
    let err = core.play(id.clone(), corner.clone()).unwrap_err();
    let off_centre = text("rule-first-play-off-centre".into(), vec![]);
    assert_eq!(
        off_centre,
        "Prvé slovo musí prechádzať stredovým políčkom H8."
    );
    assert!(
        matches!(&err, SlovoError::IllegalMove(m) if m == &off_centre),
        "{err:?}"
    );
    assert_eq!(core.view(id.clone()).unwrap(), view);

    // The preview says the same, as the game screen shows it while the tiles lie there.
    let preview = core.preview(id.clone(), corner).unwrap();
    assert!(!preview.valid);
    assert_eq!(preview.error.as_deref(), Some(off_centre.as_str()));
    let nothing = core.preview(id.clone(), vec![]).unwrap();
    assert_eq!(
        nothing.error.as_deref(),
        Some("Ťah musí položiť aspoň jedno písmeno.")
    );

    // The FFI's own checks and the app's errors, in Slovak too.
    let off = core.play(id.clone(), vec![at(15, 0, tile)]).unwrap_err();
    assert!(
        matches!(&off, SlovoError::InvalidArgument(m) if m.contains("mimo plochy")),
        "{off:?}"
    );
    let unknown = core.view("no-such-game".into()).unwrap_err();
    let no_game = text(
        "app-unknown-game".into(),
        vec![TextArg {
            name: "id".into(),
            value: TextValue::Text {
                value: "no-such-game".into(),
            },
        }],
    );
    assert!(
        matches!(&unknown, SlovoError::UnknownGame(m) if m == &no_game),
        "{unknown:?}"
    );
    assert!(no_game.contains("no-such-game") && !no_game.contains("There is"));

    // Back in English, the same refusal reads in English.
    set_ui_language("en".into());
    let err = core.play(id.clone(), vec![at(0, 0, tile), at(0, 1, other)]);
    assert!(
        matches!(&err, Err(SlovoError::IllegalMove(m)) if m.contains("centre square H8")),
        "{err:?}"
    );
    drop(core);
    std::fs::remove_dir_all(dir).unwrap();
}

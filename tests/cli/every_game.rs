//! Every game of [`Game::ALL`] through every subcommand that takes `--game` (eval, compare,
//! best, equity, batch, generate) and through the docs' list of games, so a game cannot be
//! half registered: a new game's `Rules` and its registry line are all these need.

use handrank::{Card, Game, parse_cards};

use crate::common::cli::handrank;

/// Two players' hands and a board of the game (none without one): the deck's first cards.
fn deal(game: Game) -> [String; 3] {
    let mut deck = game.deck().iter();
    let mut take = |n: usize| -> String {
        let cards: Vec<Card> = deck.by_ref().take(n).collect();
        cards.iter().map(Card::to_string).collect()
    };
    let a = take(game.hole_cards());
    let b = take(game.hole_cards());
    [a, b, take(game.full_board())]
}

fn succeeds(args: &[&str], stdin: &str) -> String {
    let run = handrank(args, stdin);
    assert_eq!(run.code, 0, "{args:?} failed: {}", run.stderr);
    run.stdout
}

#[test]
fn every_game_through_every_subcommand() {
    for game in Game::ALL {
        let name = game.name();
        let [a, b, board] = deal(game);
        let mut tail = vec!["--game", name];
        if !board.is_empty() {
            tail.extend(["--board", &board]);
        }

        let score = game.score(&parse_cards(&a).unwrap(), &parse_cards(&board).unwrap());
        let described = score.unwrap().hand.describe();
        let eval = succeeds(&[&["eval", &a][..], &tail].concat(), "");
        assert!(
            eval.contains(&described),
            "{name}: eval says {eval:?}, not {described:?}"
        );

        for sub in ["compare", "best", "equity"] {
            succeeds(&[&[sub, &a, &b][..], &tail].concat(), "");
        }

        let line = if board.is_empty() {
            format!("{a}\n")
        } else {
            format!("{a} | {board}\n")
        };
        let batch = succeeds(&["batch", "--game", name, "-q"], &line);
        assert_eq!(batch.lines().count(), 1, "{name}: batch wrote {batch:?}");

        let generated = succeeds(&["generate", "--game", name, "--hands", "3"], "");
        assert_eq!(
            generated.lines().count(),
            3,
            "{name}: generate wrote {generated:?}"
        );
        let scored = succeeds(&["batch", "--game", name, "-q"], &generated);
        assert_eq!(
            scored.lines().count(),
            3,
            "{name}: batch of generate wrote {scored:?}"
        );
    }
}

#[test]
fn the_docs_list_every_game() {
    let games = include_str!("../../docs/GAMES.md");
    for game in Game::ALL {
        let low = if game.has_low() {
            "eight or better"
        } else {
            "no"
        };
        let board = if game.has_board() { "yes" } else { "no" };
        let row = format!(
            "| `{}` | {} | {} | {board} | {low} |",
            game.name(),
            game.title(),
            game.hole_cards()
        );
        assert!(games.contains(&row), "docs/GAMES.md has no row {row}");
    }
}

use handrank::Game;
use handrank::equity::{Equity, MonteCarlo};
use std::time::Instant;
fn main() {
    let qs: Vec<(Game, Vec<&str>)> = vec![
        (Game::SHORT_DECK, vec!["AhAs", "KdKc"]),
        (Game::SHORT_DECK, vec!["AA", "KK"]),
        (Game::SHORT_DECK, vec!["AKs", "QQ+"]),
        (Game::SHORT_DECK, vec!["AhKh", "QsQd", "JcTc"]),
        (Game::STUD, vec!["AhKh9s9d", "QsQdJhTc"]),
        (Game::STUD, vec!["AhKh9s9d2c", "QsQdJhTc3c", "7h7d8c8h4s"]),
        (Game::STUD_HI_LO, vec!["Ah2c3d7s", "4h5h6h9c"]),
        (Game::RAZZ, vec!["Ah2c3d7s", "4h5h6h9c"]),
        (Game::RAZZ, vec!["Ah2c3d7sKd", "4h5h6h9cQc", "2h3h8d8s9d"]),
        (Game::DEUCE_SEVEN, vec!["7s5h4c+2", "8h6c5d+2"]),
        (Game::DEUCE_SEVEN, vec!["7s5h+3", "8h6c+3"]),
        (Game::ACE_FIVE, vec!["As2d3c+2", "Ac2h4d+2", "5h6h7c+2"]),
        (Game::BADUGI, vec!["Ac+3", "2d+3"]),
        (Game::BADUGI, vec!["Ac2d+2", "3h4s+2"]),
    ];
    for (game, players) in qs {
        let q = Equity::parse_game(game, &players)
            .and_then(|e| e.check())
            .unwrap_or_else(|e| panic!("{players:?}: {e}"));
        let cost = q.exact_cost();
        let t = Instant::now();
        let e = q.exact().unwrap_or_else(|e| panic!("{players:?}: {e}"));
        let te = t.elapsed().as_secs_f64();
        let trials = 2_000_000u64;
        let t = Instant::now();
        let _m = q
            .monte_carlo(&MonteCarlo::new().seed(1).trials(trials))
            .unwrap();
        let tm = t.elapsed().as_secs_f64();
        let showdowns = trials as f64 * players.len() as f64;
        println!(
            "{:12} {:40} cost {:9.2e} exact {:7.3}s ({:.1e} s/unit) mc {:6.3}s ({:.1e} s/showdown) ratio {:.1}  eq {:.4}",
            game.name(),
            players.join(" "),
            cost,
            te,
            te / cost,
            tm,
            tm / showdowns,
            (tm / showdowns) / (te / cost),
            e.players[0].equity
        );
    }
}

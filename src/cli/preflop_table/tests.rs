//! The three output forms of a row (the table itself is checked in tests/preflop_table.rs).

use super::*;

fn written(format: Format) -> String {
    let aces: StartingHand = "AA".parse().unwrap();
    let kings = Matchup {
        deals: 36,
        boards: 61_642_944,
        wins: 50_371_344,
        ties: 285_228,
        losses: 10_986_372,
    };
    let rows = [Row::new(aces, "KK".to_owned(), kings)];
    let mut out = Vec::new();
    write_rows(&mut out, rows.into_iter(), format).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn text_csv_and_json_rows() {
    assert_eq!(
        written(Format::Text),
        "hero  villain  equity %     win %     tie %   deals           boards\n\
         AA    KK         81.946    81.715     0.463      36       61,642,944\n"
    );
    let csv = written(Format::Csv);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "hero,villain,equity_pct,win_pct,tie_pct,deals,boards,wins,ties,losses"
    );
    assert!(lines[1].starts_with("AA,KK,81.946050467"), "{}", lines[1]);
    assert!(lines[1].ends_with(",36,61642944,50371344,285228,10986372"));
    let json: serde_json::Value = serde_json::from_str(&written(Format::Json)).unwrap();
    assert_eq!(json["hero"], "AA");
    assert_eq!(json["villain"], "KK");
    assert_eq!(json["wins"], 50_371_344);
    assert_eq!(json["ties"], 285_228);
    assert_eq!(json["losses"], 10_986_372);
    assert_eq!(json["boards"], 61_642_944);
    assert!((json["equity_pct"].as_f64().unwrap() - 81.946).abs() < 5e-4);
}

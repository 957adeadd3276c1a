//! The three output forms of a row and the grid's layout (the table itself is checked in
//! tests/cli/preflop_table.rs).

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

/// Each cell shows its class's value: pairs on the diagonal, suited above, offsuit below.
#[test]
fn the_grid_puts_each_class_in_its_cell() {
    let mut out = Vec::new();
    let value = |class: StartingHand| match class.to_string().as_str() {
        "AKs" => 67.04,
        "AKo" => 65.31,
        "72o" => f64::NAN,
        _ => class.index() as f64 / 10.0,
    };
    grid::write(
        &mut out,
        "equity % of each class against a random hand",
        value,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 15);
    assert_eq!(
        lines[0],
        "equity % of each class against a random hand (suited above the diagonal, offsuit below)"
    );
    assert_eq!(
        lines[1],
        "       A     K     Q     J     T     9     8     7     6     5     4     3     2"
    );
    let cell = |row: usize, column: usize| lines[row + 2].split_whitespace().nth(column + 1);
    assert_eq!(lines[2].split_whitespace().next(), Some("A"));
    assert_eq!(cell(0, 0), Some("0.0")); // AA
    assert_eq!(cell(0, 1), Some("67.0")); // AKs
    assert_eq!(cell(1, 0), Some("65.3")); // AKo
    assert_eq!(cell(12, 12), Some("16.8")); // 22: the last class
    assert_eq!(cell(12, 7), Some("-")); // 72o: row 2, column 7
    let suited = format!("{:.1}", value("72s".parse().unwrap()));
    assert_eq!(cell(7, 12), Some(suited.as_str())); // 72s: row 7, column 2
}

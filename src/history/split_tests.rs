//! How a pot is shared out: the odd chip, and pots with the same winners split as one.

use super::hand::Chips;
use super::read_str;
use super::tests::{collected, nt, report};

#[test]
fn a_showdown_split_gives_the_odd_chip_to_the_first_winner() {
    // Both play the board's straight; the pot of 3 + 3 + 1 (p3's folded small blind... )
    let text = nt(
        "100, 100, 100",
        "1, 2, 0",
        &[
            "d dh p1 AhKh",
            "d dh p2 AdKd",
            "d dh p3 7c2d",
            "p3 cc",
            "p1 f",
            "p2 cc",
            "d db 9s8c7d",
            "p2 cc",
            "p3 cbr 2",
            "p2 cc",
            "d db 6h",
            "p2 cc",
            "p3 cc",
            "d db 5s",
            "p2 cc",
            "p3 cc",
        ],
    );
    // p3 has 9-high straight with 7... the board 9 8 7 6 5 is a straight for everyone;
    // p3's 7 adds nothing: a three-way... p1 folded, so p2 and p3 split 9 chips: 5 and 4.
    assert_eq!(collected(&text), ["0", "5", "4"]);
}

#[test]
fn a_bet_finer_than_the_fields_sets_the_odd_chip() {
    // The fields write cents, the raise a thousandth: the pot of 0.25 + 2 × 2.501 = 5.252
    // splits into 2.626 each, every thousandth kept (no chip lost to the cents).
    let text = nt(
        "10, 10, 10",
        "0.25, 0.50, 0",
        &[
            "d dh p1 QcJc",
            "d dh p2 QdJd",
            "d dh p3 QhJh",
            "p3 cbr 2.501",
            "p1 f",
            "p2 cc",
            "d db 2s3s4d",
            "p2 cc",
            "p3 cc",
            "d db 8c",
            "p2 cc",
            "p3 cc",
            "d db 9d",
            "p2 cc",
            "p3 cc",
        ],
    );
    assert_eq!(read_str(&text, "t.phh").unwrap().chip(), Chips(1_000));
    assert_eq!(collected(&text), ["0", "2.626", "2.626"]);
}

#[test]
fn pots_with_the_same_winners_split_as_one() {
    // p1 and p4 tie (A-A-K-J-9) in the main pot (with the dead antes: 109) and the first
    // side pot (429): split apart they give p1 two odd chips, together 269 each, as
    // pokerkit pays it. p1 alone wins the last side pot (52).
    let text = "variant = 'NT'\nantes = [1, 1, 1, 1, 1]\nblinds_or_straddles = [1, 2, 0, 0, 0]\n\
        min_bet = 2\nstarting_stacks = [196, 27, 289, 170, 133]\nactions = ['d dh p1 2dKd', \
        'd dh p2 3dTc', 'd dh p3 2s3s', 'd dh p4 Kc7d', 'd dh p5 Qc4c', 'p3 cc', 'p4 cbr 169', \
        'p5 f', 'p1 cbr 195', 'p2 cc', 'p3 cc', 'd db AhJdAc', 'd db 9c', 'd db 6h', \
        'p1 sm 2dKd', 'p2 sm 3dTc', 'p3 sm 2s3s', 'p4 sm Kc7d']\n";
    assert_eq!(collected(text), ["321", "0", "0", "269", "0"]);
    let pots = report(text).settlement.unwrap().pots;
    let amounts: Vec<String> = pots.iter().map(|p| p.amount.to_string()).collect();
    assert_eq!(amounts, ["109", "429", "52"]);
}

use super::*;

#[test]
fn chunks_continue_the_same_sequence() {
    let whole = hands(5, 0, 3 * CHUNK, 5);
    let tail = hands(5, CHUNK, 2 * CHUNK, 5);
    assert_eq!(whole[CHUNK * 5..], tail[..]);
    assert_ne!(hands(6, 0, 10, 5), whole[..50]);
}

use super::*;

#[test]
fn chunks_continue_the_same_sequence() {
    let whole = hands(5, 0, 3 * CHUNK, 5);
    let tail = hands(5, CHUNK, 2 * CHUNK, 5);
    assert_eq!(whole[CHUNK * 5..], tail[..]);
    assert_ne!(hands(6, 0, 10, 5), whole[..50]);
}

#[test]
fn seeds_do_not_replay_each_other_chunks() {
    // With `seed ^ chunk·0x9e37…`, this seed's chunk 1 was seed 0's chunk 0.
    let shifted = hands(0x9e37_79b9_7f4a_7c15, CHUNK, 3, 7);
    assert_ne!(shifted, hands(0, 0, 3, 7));
    let streams: std::collections::HashSet<u64> = (0..64)
        .flat_map(|seed| (0..64).map(move |chunk| stream_seed(seed, chunk)))
        .collect();
    assert_eq!(streams.len(), 64 * 64);
}

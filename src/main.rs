fn main() {
    for n in [5, 6, 7] {
        let r = handrank::verify::verify(n, |_| {});
        println!(
            "{n}: {} hands {:.2}s {:?} {:?}",
            r.hands,
            r.seconds,
            r.distinct,
            r.problems()
        );
    }
    println!("{:?}", handrank::table_bytes());
}

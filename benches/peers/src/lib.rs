//! Nothing here: see benches/peers.rs and benches/equity.rs.

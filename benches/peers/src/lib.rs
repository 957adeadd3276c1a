//! Nothing here: see benches/peers.rs.

//! Support shared by the integration tests: `mod common;` in a test file.
//! Not every test file uses every helper.
#![allow(dead_code)]

pub mod engine;
pub mod games;
pub mod regress;
pub mod rng;
pub mod skip;

//! The programme as data: types, loading and the authoring rules.

mod load;
pub mod model;
mod rules;

pub use load::{Catalogue, ContentError, Problem};

//! DNS for outbound push requests: a name that resolves to any non-public address is refused,
//! checked at connect time (so a rebinding name cannot slip through after subscribing).

use std::net::SocketAddr;

use reqwest::dns::{Addrs, Name, Resolve, Resolving};

use crate::domain::is_public;

pub struct PublicOnlyResolver {
    /// Dev/test: loopback is allowed too.
    pub allow_loopback: bool,
}

impl Resolve for PublicOnlyResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_loopback = self.allow_loopback;
        Box::pin(async move {
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            let allowed =
                |a: &SocketAddr| is_public(a.ip()) || (allow_loopback && a.ip().is_loopback());
            if addrs.is_empty() || !addrs.iter().all(allowed) {
                let err: Box<dyn std::error::Error + Send + Sync> =
                    format!("{} resolves to a non-public address", name.as_str()).into();
                return Err(err);
            }
            Ok(Box::new(addrs.into_iter()) as Addrs)
        })
    }
}

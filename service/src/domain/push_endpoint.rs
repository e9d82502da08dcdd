//! A push service endpoint we are willing to call: `https` on port 443, no user-info, and a host
//! that is (and resolves to) only public addresses. Dev/test may allow `http` on loopback.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::{Ipv4Net, Ipv6Net};

pub const ENDPOINT_MAX_CHARS: usize = 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushEndpoint {
    url: reqwest::Url,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EndpointError {
    #[error("The push endpoint is not a valid URL")]
    NotAUrl,
    #[error("The push endpoint must be an https:// URL on port 443")]
    NotHttps,
    #[error("The push endpoint must not contain a user name or password")]
    UserInfo,
    #[error("The push endpoint must be a public internet address")]
    NotPublic,
    #[error("The push endpoint's host could not be resolved")]
    Unresolvable,
    #[error("The push endpoint must be on a known push service (your browser's own)")]
    UnknownService,
}

impl PushEndpoint {
    /// Checks the URL's form (and an IP literal host); a named host is checked by [`Self::resolve_public`].
    pub fn parse(raw: &str, allow_private: bool) -> Result<Self, EndpointError> {
        if raw.len() > ENDPOINT_MAX_CHARS {
            return Err(EndpointError::NotAUrl);
        }
        let url = reqwest::Url::parse(raw).map_err(|_| EndpointError::NotAUrl)?;
        if !url.username().is_empty() || url.password().is_some() {
            return Err(EndpointError::UserInfo);
        }
        let host = url.host().ok_or(EndpointError::NotAUrl)?;
        let literal: Option<IpAddr> = match host {
            url::Host::Ipv4(ip) => Some(ip.into()),
            url::Host::Ipv6(ip) => Some(ip.into()),
            url::Host::Domain(_) => None,
        };
        let dev_loopback = allow_private
            && (literal.is_some_and(|ip| ip.is_loopback()) || url.host_str() == Some("localhost"));
        if dev_loopback {
            if !matches!(url.scheme(), "http" | "https") {
                return Err(EndpointError::NotHttps);
            }
            return Ok(PushEndpoint { url });
        }
        if url.scheme() != "https" || url.port_or_known_default() != Some(443) {
            return Err(EndpointError::NotHttps);
        }
        if literal.is_some_and(|ip| !is_public(ip)) {
            return Err(EndpointError::NotPublic);
        }
        Ok(PushEndpoint { url })
    }

    /// Refuses a host that is not one of `hosts` (`*.push.apple.com` matches any name under
    /// `push.apple.com`). Loopback, where allowed for development, needs no listing.
    pub fn check_known_service(
        &self,
        hosts: &[String],
        allow_private: bool,
    ) -> Result<(), EndpointError> {
        let host = self.url.host_str().unwrap_or_default().to_ascii_lowercase();
        let loopback = host == "localhost"
            || host
                .trim_matches(['[', ']'])
                .parse::<IpAddr>()
                .is_ok_and(|ip| ip.is_loopback());
        if allow_private && loopback {
            return Ok(());
        }
        let listed = hosts
            .iter()
            .any(|pattern| match pattern.strip_prefix("*.") {
                Some(parent) => host.ends_with(&format!(".{parent}")),
                None => host == *pattern,
            });
        if listed {
            Ok(())
        } else {
            Err(EndpointError::UnknownService)
        }
    }

    /// Resolves the host now and refuses it unless every address is public.
    pub async fn resolve_public(&self, allow_private: bool) -> Result<(), EndpointError> {
        let Some(url::Host::Domain(domain)) = self.url.host() else {
            return Ok(());
        };
        if allow_private && domain == "localhost" {
            return Ok(());
        }
        let addrs: Vec<IpAddr> = tokio::net::lookup_host((domain, 443))
            .await
            .map_err(|_| EndpointError::Unresolvable)?
            .map(|a| a.ip())
            .collect();
        if addrs.is_empty() {
            return Err(EndpointError::Unresolvable);
        }
        if addrs.iter().any(|ip| !is_public(*ip)) {
            return Err(EndpointError::NotPublic);
        }
        Ok(())
    }

    pub fn as_str(&self) -> &str {
        self.url.as_str()
    }

    pub fn url(&self) -> &reqwest::Url {
        &self.url
    }

    /// `scheme://host[:port]`, the VAPID audience.
    pub fn origin(&self) -> String {
        self.url.origin().ascii_serialization()
    }
}

/// Web push services' endpoint hosts, from their documentation: Firebase Cloud Messaging (Chrome,
/// Edge on Android, Samsung), Mozilla autopush (Firefox), Apple (Safari, iOS), Windows (WNS).
pub const DEFAULT_PUSH_HOSTS: &[&str] = &[
    "fcm.googleapis.com",
    "updates.push.services.mozilla.com",
    "*.push.apple.com",
    "*.notify.windows.com",
];

/// True only for globally routable unicast addresses.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            is_public_v6(v6)
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    const BLOCKED: &[&str] = &[
        "0.0.0.0/8",       // "this" network
        "10.0.0.0/8",      // private
        "100.64.0.0/10",   // carrier-grade NAT
        "127.0.0.0/8",     // loopback
        "169.254.0.0/16",  // link-local (cloud metadata)
        "172.16.0.0/12",   // private
        "192.0.0.0/24",    // IETF protocol assignments
        "192.0.2.0/24",    // documentation
        "192.88.99.0/24",  // 6to4 relay
        "192.168.0.0/16",  // private
        "198.18.0.0/15",   // benchmarking
        "198.51.100.0/24", // documentation
        "203.0.113.0/24",  // documentation
        "224.0.0.0/4",     // multicast
        "240.0.0.0/4",     // reserved, broadcast
    ];
    !BLOCKED
        .iter()
        .any(|net| net.parse::<Ipv4Net>().expect("valid CIDR").contains(&ip))
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    // Only global unicast (2000::/3), minus documentation, and 6to4/NAT64 judged by the IPv4 inside.
    let global: Ipv6Net = "2000::/3".parse().expect("valid CIDR");
    if !global.contains(&ip) {
        return false;
    }
    let documentation: Ipv6Net = "2001:db8::/32".parse().expect("valid CIDR");
    if documentation.contains(&ip) {
        return false;
    }
    let six_to_four: Ipv6Net = "2002::/16".parse().expect("valid CIDR");
    if six_to_four.contains(&ip) {
        let s = ip.segments();
        return is_public_v4(Ipv4Addr::new(
            (s[1] >> 8) as u8,
            s[1] as u8,
            (s[2] >> 8) as u8,
            s[2] as u8,
        ));
    }
    true
}

#[cfg(test)]
mod tests;

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
mod tests {
    use super::*;

    #[test]
    fn the_ssrf_table_is_refused() {
        let refused = [
            ("https://127.0.0.1/push", EndpointError::NotPublic),
            ("https://10.1.2.3/push", EndpointError::NotPublic),
            ("https://172.16.0.1/push", EndpointError::NotPublic),
            ("https://172.31.255.255/push", EndpointError::NotPublic),
            ("https://192.168.1.1/push", EndpointError::NotPublic),
            (
                "https://169.254.169.254/latest/meta-data",
                EndpointError::NotPublic,
            ),
            ("https://[::1]/push", EndpointError::NotPublic),
            ("https://[fc00::1]/push", EndpointError::NotPublic),
            ("https://[fd12:3456::1]/push", EndpointError::NotPublic),
            ("https://[fe80::1]/push", EndpointError::NotPublic),
            ("https://[::ffff:10.0.0.1]/push", EndpointError::NotPublic),
            ("https://[2002:0a00:0001::1]/push", EndpointError::NotPublic),
            ("https://100.64.0.1/push", EndpointError::NotPublic),
            ("https://0.0.0.0/push", EndpointError::NotPublic),
            ("http://push.example.com/push", EndpointError::NotHttps),
            (
                "https://push.example.com:8443/push",
                EndpointError::NotHttps,
            ),
            ("ftp://push.example.com/push", EndpointError::NotHttps),
            (
                "https://user:pass@push.example.com/push",
                EndpointError::UserInfo,
            ),
            (
                "https://user@push.example.com/push",
                EndpointError::UserInfo,
            ),
            ("not a url", EndpointError::NotAUrl),
        ];
        for (raw, expected) in refused {
            assert_eq!(PushEndpoint::parse(raw, false), Err(expected), "{raw}");
        }
    }

    #[test]
    fn public_https_endpoints_pass_and_loopback_only_in_dev() {
        assert!(PushEndpoint::parse("https://fcm.googleapis.com/fcm/send/abc", false).is_ok());
        assert!(PushEndpoint::parse("https://8.8.8.8/push", false).is_ok());
        assert!(PushEndpoint::parse("https://[2a00:1450::1]/push", false).is_ok());
        assert!(PushEndpoint::parse("http://127.0.0.1:9000/push", false).is_err());
        let dev = PushEndpoint::parse("http://127.0.0.1:9000/push/1", true).unwrap();
        assert_eq!(dev.origin(), "http://127.0.0.1:9000");
        assert!(
            PushEndpoint::parse("http://10.0.0.1:9000/push", true).is_err(),
            "dev mode is loopback only"
        );
    }

    #[tokio::test]
    async fn a_name_resolving_to_a_private_address_is_refused() {
        let endpoint = PushEndpoint::parse("https://localhost/push", false).unwrap();
        assert_eq!(
            endpoint.resolve_public(false).await,
            Err(EndpointError::NotPublic)
        );
        assert_eq!(endpoint.resolve_public(true).await, Ok(()));
    }
}

#[cfg(test)]
mod known_service_tests {
    use super::*;

    #[test]
    fn only_listed_push_services_are_accepted() {
        let hosts: Vec<String> = super::DEFAULT_PUSH_HOSTS
            .iter()
            .map(|h| h.to_string())
            .collect();
        let check = |url: &str, private: bool| {
            PushEndpoint::parse(url, private)
                .unwrap()
                .check_known_service(&hosts, private)
        };
        for ok in [
            "https://fcm.googleapis.com/fcm/send/abc",
            "https://updates.push.services.mozilla.com/wpush/v2/abc",
            "https://web.push.apple.com/QGx",
            "https://wns2-par02p.notify.windows.com/w/?token=x",
        ] {
            assert_eq!(check(ok, false), Ok(()), "{ok}");
        }
        for bad in [
            "https://attacker.example/push",
            "https://push.apple.com.attacker.example/x",
            "https://notapple.com/x",
            "https://fcm.googleapis.com.evil.org/x",
            "https://8.8.8.8/x",
        ] {
            assert_eq!(
                check(bad, false),
                Err(EndpointError::UnknownService),
                "{bad}"
            );
        }
        assert_eq!(check("http://127.0.0.1:9/push", true), Ok(()));
        assert_eq!(check("https://localhost/push", true), Ok(()));
    }
}

//! The client's address: the peer, or — only when the peer is a configured proxy — the
//! nearest untrusted address in `X-Forwarded-For`. Every address is compared in its canonical
//! form: behind a service bound to `::`, an IPv4 proxy appears as `::ffff:a.b.c.d`, and is the
//! same proxy as `a.b.c.d` in `TRUSTED_PROXIES`.

use std::net::IpAddr;

use actix_web::HttpRequest;
use ipnet::IpNet;

pub fn client_ip(req: &HttpRequest, trusted_proxies: &[IpNet]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip().to_canonical();
    let trusted = |ip: &IpAddr| trusted_proxies.iter().any(|net| net.contains(ip));
    if !trusted(&peer) {
        return Some(peer);
    }
    let entries: Vec<&str> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    // Right to left: each proxy appends the address it saw; the first untrusted one is the client.
    // An entry that is not a bare address (a port, `unknown`, `[v6]:p`) ends the scan: whatever
    // it hides is the client, known only by the proxy that reported it, so nothing left of it
    // (which anyone could have written) is ever believed.
    let mut reporter = peer;
    for entry in entries.into_iter().rev() {
        match entry.parse::<IpAddr>().map(|ip| ip.to_canonical()) {
            Ok(ip) if trusted(&ip) => reporter = ip,
            Ok(ip) => return Some(ip),
            Err(_) => return Some(reporter),
        }
    }
    Some(reporter)
}

/// A network in canonical form: an IPv4-mapped IPv6 network (`::ffff:10.0.0.0/104`) as the
/// IPv4 network it maps (`10.0.0.0/8`).
pub fn canonical_net(net: IpNet) -> IpNet {
    match net {
        IpNet::V6(v6) if v6.prefix_len() >= 96 => match v6.addr().to_ipv4_mapped() {
            Some(v4) => ipnet::Ipv4Net::new(v4, v6.prefix_len() - 96)
                .map(IpNet::V4)
                .unwrap_or(net),
            None => net,
        },
        _ => net,
    }
}

/// The key a client is limited under: its address, or its /48 for IPv6 (one site's allocation:
/// a subscriber may hold a whole /48 and pick any address in it).
pub fn limit_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], 0, 0, 0, 0, 0))
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn request(peer: &str, forwarded: Option<&str>) -> HttpRequest {
        let peer = std::net::SocketAddr::new(peer.parse().unwrap(), 4000);
        let mut req = TestRequest::default().peer_addr(peer);
        if let Some(f) = forwarded {
            req = req.insert_header(("x-forwarded-for", f));
        }
        req.to_http_request()
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn forwarded_header_is_believed_only_from_a_trusted_proxy() {
        let proxies: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap()];
        assert_eq!(
            client_ip(&request("203.0.113.9", Some("1.2.3.4")), &proxies),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(
            client_ip(&request("10.0.0.2", Some("1.2.3.4")), &proxies),
            Some(ip("1.2.3.4"))
        );
        // A spoofed left-most entry does not win over the address the proxy saw.
        assert_eq!(
            client_ip(
                &request("10.0.0.2", Some("6.6.6.6, 1.2.3.4, 10.0.0.3")),
                &proxies
            ),
            Some(ip("1.2.3.4"))
        );
        assert_eq!(
            client_ip(&request("10.0.0.2", None), &proxies),
            Some(ip("10.0.0.2"))
        );
    }

    #[test]
    fn ipv4_mapped_peers_and_proxies_are_the_same_as_their_ipv4_form() {
        // An IPv4 proxy seen by a service bound to `::`, trusted by its IPv4 address or network.
        for trusted in [
            "10.0.0.2",
            "10.0.0.0/8",
            "::ffff:10.0.0.2",
            "::ffff:10.0.0.0/104",
        ] {
            let net = trusted
                .parse::<IpNet>()
                .unwrap_or_else(|_| IpNet::from(ip(trusted)));
            let proxies = vec![canonical_net(net)];
            assert_eq!(
                client_ip(&request("::ffff:10.0.0.2", Some("1.2.3.4")), &proxies),
                Some(ip("1.2.3.4")),
                "{trusted}"
            );
            assert_eq!(
                client_ip(&request("10.0.0.2", Some("::ffff:1.2.3.4")), &proxies),
                Some(ip("1.2.3.4")),
                "{trusted}"
            );
        }
        // Not trusted: the mapped peer is the client, in its IPv4 form.
        assert_eq!(
            client_ip(&request("::ffff:203.0.113.9", Some("1.2.3.4")), &[]),
            Some(ip("203.0.113.9"))
        );
    }

    #[test]
    fn an_entry_that_is_not_an_address_ends_the_scan() {
        let proxies: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap()];
        for bad in [
            "1.2.3.4:5678",
            "unknown",
            "[2001:db8::1]:443",
            "",
            "_hidden",
        ] {
            // A forged address left of the unreadable entry is never believed.
            let header = format!("6.6.6.6, {bad}");
            assert_eq!(
                client_ip(&request("10.0.0.2", Some(&header)), &proxies),
                Some(ip("10.0.0.2")),
                "{bad}"
            );
            let header = format!("6.6.6.6, {bad}, 10.0.0.7");
            assert_eq!(
                client_ip(&request("10.0.0.2", Some(&header)), &proxies),
                Some(ip("10.0.0.7")),
                "{bad}"
            );
        }
    }

    #[test]
    fn ipv6_clients_share_their_48() {
        let a = limit_key("2001:db8:1:2:aaaa::1".parse().unwrap());
        let b = limit_key("2001:db8:1:ffff:bbbb::9".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, limit_key("2001:db8:2::1".parse().unwrap()));
        assert_eq!(
            limit_key("::ffff:1.2.3.4".parse().unwrap()),
            "1.2.3.4".parse::<IpAddr>().unwrap()
        );
    }
}

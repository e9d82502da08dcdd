use super::*;

#[test]
fn the_ssrf_table_is_refused() {
    let not_public = [
        "https://127.0.0.1/push",
        "https://10.1.2.3/push",
        "https://172.16.0.1/push",
        "https://172.31.255.255/push",
        "https://192.168.1.1/push",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/push",
        "https://[fc00::1]/push",
        "https://[fd12:3456::1]/push",
        "https://[fe80::1]/push",
        "https://[::ffff:10.0.0.1]/push",
        "https://[2002:0a00:0001::1]/push",
        "https://100.64.0.1/push",
        "https://0.0.0.0/push",
    ];
    let not_https = [
        "http://push.example.com/push",
        "https://push.example.com:8443/push",
        "ftp://push.example.com/push",
    ];
    let user_info = [
        "https://user:pass@push.example.com/push",
        "https://user@push.example.com/push",
    ];
    let refused = (not_public
        .map(|raw| (raw, EndpointError::NotPublic))
        .into_iter())
    .chain(not_https.map(|raw| (raw, EndpointError::NotHttps)))
    .chain(user_info.map(|raw| (raw, EndpointError::UserInfo)))
    .chain([("not a url", EndpointError::NotAUrl)]);
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

mod known_service {
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

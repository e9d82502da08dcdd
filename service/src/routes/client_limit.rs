//! The client a request comes from (its address, or its IPv6 /48), and its per-client limits.

use std::net::IpAddr;

use actix_web::{FromRequest, HttpRequest, dev, web};

use super::ApiError;
use crate::client_ip::{client_ip, limit_key};
use crate::content::Said;
use crate::rate_limit::SharedLimiter;
use crate::state::AppState;

/// The key the client is limited under; `None` while limits are off.
pub fn client_key(req: &HttpRequest, state: &AppState) -> Option<IpAddr> {
    if !state.limits.enabled {
        return None;
    }
    client_ip(req, &state.trusted_proxies).map(limit_key)
}

/// Refuses (429, with message `told` and Retry-After) a client over `limiter`'s limit.
pub async fn within(
    req: &HttpRequest,
    state: &AppState,
    limiter: &SharedLimiter,
    told: &'static str,
) -> Result<(), ApiError> {
    let Some(key) = client_key(req, state) else {
        return Ok(());
    };
    limiter.check(key).await.map_err(|wait| {
        let status = actix_web::http::StatusCode::TOO_MANY_REQUESTS;
        ApiError::new(status, Said::new(told))
            .retry_after(wait)
            .because("rate_limited_client")
    })
}

/// The requesting client's limit key, for limits counted by the application (its daily budget
/// of confirmation mails).
pub struct Client(pub Option<String>);

impl FromRequest for Client {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
        std::future::ready(Ok(Client::of(req)))
    }
}

impl Client {
    pub(super) fn of(req: &HttpRequest) -> Self {
        let key = req
            .app_data::<web::Data<AppState>>()
            .and_then(|state| client_key(req, state));
        Client(key.map(|ip| ip.to_string()))
    }
}

//! Builds the application from settings and binds it (port 0 for tests).

use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::{App, HttpServer, middleware, web};
use anyhow::{Context, Result};

use crate::configuration::Settings;
use crate::content::Catalogue;
use crate::routes;

pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    pub fn build(settings: Settings) -> Result<Self> {
        let catalogue = Catalogue::load(&settings.content_dir, settings.programme_start_date)
            .with_context(|| format!("loading content from {}", settings.content_dir.display()))?;
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("creating DATA_DIR {}", settings.data_dir.display()))?;
        let listener = TcpListener::bind((settings.bind, settings.port))
            .with_context(|| format!("binding {}:{}", settings.bind, settings.port))?;
        let port = listener.local_addr()?.port();
        let catalogue = web::Data::new(catalogue);
        let pwa_dir = settings.pwa_dir.clone();
        let server = HttpServer::new(move || {
            App::new()
                .wrap(middleware::Compress::default())
                .wrap(tracing_actix_web::TracingLogger::default())
                .app_data(catalogue.clone())
                .service(routes::healthz)
                .service(routes::readyz)
                .service(routes::app_pages(pwa_dir.clone()))
        })
        .listen(listener)?
        .run();
        Ok(Application { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

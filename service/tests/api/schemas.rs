//! The two migration folders build one schema: SQLite's and PostgreSQL's tables, columns, type
//! families, nullability, indexes and unique keys, compared after migrating each; a difference
//! fails with its names.

use std::collections::BTreeSet;

use crate::test_data::{Engine, TestData, on_engine};

/// A column as both engines can be compared: (table, column, type family, not null).
type Column = (String, String, &'static str, bool);
/// An index or unique key: (table, columns in order, unique, explicit name or "").
type Index = (String, String, bool, String);

fn family(declared: &str) -> &'static str {
    let t = declared.to_ascii_lowercase();
    match t.as_str() {
        "integer" | "bigint" | "int" | "int8" | "smallint" => "integer",
        "text" | "character varying" | "varchar" => "text",
        // SQLite has no boolean type: it keeps them as 0 and 1.
        "boolean" | "bool" => "integer",
        "blob" | "bytea" => "bytes",
        "real" | "double precision" | "float8" => "real",
        _ => "other",
    }
}

async fn sqlite_schema(data: &TestData) -> (BTreeSet<Column>, BTreeSet<Index>) {
    let tables: Vec<(String,)> = data
        .fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
        )
        .await;
    let mut columns = BTreeSet::new();
    let mut indexes = BTreeSet::new();
    for (table,) in tables {
        let cols: Vec<(String, String, i64, i64)> = data
            .fetch_all(&format!(
                "SELECT name, type, \"notnull\", pk FROM pragma_table_info('{table}')"
            ))
            .await;
        for (name, declared, not_null, pk) in cols {
            columns.insert((
                table.clone(),
                name,
                family(&declared),
                not_null == 1 || pk > 0,
            ));
        }
        let list: Vec<(String, i64, String)> = data
            .fetch_all(&format!(
                "SELECT name, \"unique\", origin FROM pragma_index_list('{table}')"
            ))
            .await;
        for (name, unique, origin) in list.into_iter().filter(|(_, _, o)| o != "pk") {
            let cols: Vec<(String,)> = data
                .fetch_all(&format!(
                    "SELECT name FROM pragma_index_info('{name}') ORDER BY seqno"
                ))
                .await;
            let cols: Vec<String> = cols.into_iter().map(|(c,)| c).collect();
            let named = if origin == "c" { name } else { String::new() };
            indexes.insert((table.clone(), cols.join(","), unique == 1, named));
        }
    }
    (columns, indexes)
}

async fn postgres_schema(data: &TestData) -> (BTreeSet<Column>, BTreeSet<Index>) {
    let cols: Vec<(String, String, String, String)> = data
        .fetch_all(
            "SELECT table_name::text, column_name::text, data_type::text, is_nullable::text
         FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> '_sqlx_migrations'",
        )
        .await;
    let columns = cols
        .into_iter()
        .map(|(t, c, ty, nullable)| (t, c, family(&ty), nullable == "NO"))
        .collect();
    // Every index but a primary key's: an explicit one by its name, a unique key by its columns.
    let rows: Vec<(String, String, bool, String, bool)> = data.fetch_all(
        "SELECT t.relname::text, string_agg(a.attname::text, ',' ORDER BY k.n), ix.indisunique,
                i.relname::text, EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)
         FROM pg_index ix
         JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_class i ON i.oid = ix.indexrelid
         JOIN pg_namespace ns ON ns.oid = t.relnamespace AND ns.nspname = 'public'
         CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
         WHERE NOT ix.indisprimary AND t.relname <> '_sqlx_migrations'
         GROUP BY t.relname, ix.indisunique, i.relname, ix.indexrelid",
    ).await;
    let indexes = rows
        .into_iter()
        .map(|(t, cols, unique, name, constraint)| {
            (
                t,
                cols,
                unique,
                if constraint { String::new() } else { name },
            )
        })
        .collect();
    (columns, indexes)
}

#[tokio::test]
async fn sqlite_and_postgresql_migrate_to_the_same_tables_columns_types_and_indexes() {
    let sqlite = on_engine(Engine::Sqlite, async {
        let data = TestData::new().await;
        sqlite_schema(&data).await
    })
    .await;
    let postgres = on_engine(Engine::Postgres, async {
        let data = TestData::new().await;
        postgres_schema(&data).await
    })
    .await;
    same_on_both("columns", 80, &sqlite.0, &postgres.0);
    same_on_both("indexes", 10, &sqlite.1, &postgres.1);
}

/// Asserts the scan read more than `least` `what` and both engines have the same ones.
fn same_on_both<T: Ord + std::fmt::Debug>(
    what: &str,
    least: usize,
    sqlite: &BTreeSet<T>,
    postgres: &BTreeSet<T>,
) {
    let only = |a: &BTreeSet<T>, b: &BTreeSet<T>| {
        a.difference(b)
            .map(|c| format!("{c:?}"))
            .collect::<Vec<_>>()
    };
    assert!(
        sqlite.len() > least,
        "the scan reads the {what}: {}",
        sqlite.len()
    );
    assert!(
        sqlite == postgres,
        "{what} only in SQLite: {:#?}\n{what} only in PostgreSQL: {:#?}",
        only(sqlite, postgres),
        only(postgres, sqlite)
    );
}

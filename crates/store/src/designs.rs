//! Players' own games, made in the designer: each design's versions (the variant file as saved),
//! its author, whether it is in the gallery, how often it was played and reported.

use sqlx::AssertSqlSafe;
use sqlx::Row;

use crate::words::Flag;
use crate::{Db, DbError};

/// How many players' reports hide a design from the gallery until an operator looks at it.
pub const REPORTS_TO_HIDE: i64 = 3;

/// A design as the gallery and its page show it.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct Design {
    pub id: String,
    pub author_id: String,
    pub author_name: String,
    pub name: String,
    /// Its newest version (the first is 1).
    pub latest: i64,
    #[sqlx(try_from = "Flag")]
    pub published: bool,
    /// Taken out of the gallery by players' reports (or an operator).
    #[sqlx(try_from = "Flag")]
    pub hidden: bool,
    pub plays: i64,
    pub reports: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// The gallery's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GalleryOrder {
    Newest,
    MostPlayed,
}

/// The columns of a [`Design`], from `designs d JOIN players p` (the author).
const COLUMNS: &str = "d.id, d.author_id, p.name AS author_name, d.name, d.latest, d.published, \
     d.hidden, d.plays, d.reports, d.created_at, d.updated_at";

/// A search's words as a `LIKE` pattern on the lower-case name: `%`, `_` and `\` taken as
/// themselves.
fn like_pattern(q: &str) -> String {
    let mut p = String::from("%");
    for c in q.trim().to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push('%');
    p
}

impl Db {
    /// Stores a new design with its first version.
    pub async fn create_design(
        &self,
        id: &str,
        author: &str,
        name: &str,
        source: &str,
        published: bool,
        now: i64,
    ) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO designs (id, author_id, name, name_key, latest, published, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, 1, $5, $6, $7)",
        )
        .bind(id)
        .bind(author)
        .bind(name)
        .bind(name.to_lowercase())
        .bind(i64::from(published))
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO design_versions (design_id, version, source, created_at) VALUES ($1, 1, $2, $3)",
        )
        .bind(id)
        .bind(source)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Saves a new version of an author's design; its number, or None when the design is not
    /// the author's.
    pub async fn add_design_version(
        &self,
        id: &str,
        author: &str,
        name: &str,
        source: &str,
        published: bool,
        now: i64,
    ) -> Result<Option<i64>, DbError> {
        let mut tx = self.pool().begin().await?;
        let Some(row) = sqlx::query("SELECT latest FROM designs WHERE id = $1 AND author_id = $2")
            .bind(id)
            .bind(author)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let version: i64 = row.try_get::<i64, _>(0)? + 1;
        sqlx::query(
            "INSERT INTO design_versions (design_id, version, source, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(id)
        .bind(version)
        .bind(source)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE designs SET latest = $1, name = $2, name_key = $3, published = $4, updated_at = $5 \
             WHERE id = $6",
        )
        .bind(version)
        .bind(name)
        .bind(name.to_lowercase())
        .bind(i64::from(published))
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(version))
    }

    /// One design.
    pub async fn design(&self, id: &str) -> Result<Option<Design>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM designs d JOIN players p ON p.id = d.author_id WHERE d.id = $1"
        )))
        .bind(id)
        .fetch_optional(self.pool())
        .await?)
    }

    /// A version's variant file, as saved.
    pub async fn design_source(&self, id: &str, version: i64) -> Result<Option<String>, DbError> {
        Ok(sqlx::query_scalar(
            "SELECT source FROM design_versions WHERE design_id = $1 AND version = $2",
        )
        .bind(id)
        .bind(version)
        .fetch_optional(self.pool())
        .await?)
    }

    /// A design's versions, newest first: (number, saved at).
    pub async fn design_versions(&self, id: &str) -> Result<Vec<(i64, i64)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT version, created_at FROM design_versions WHERE design_id = $1 ORDER BY version DESC",
        )
        .bind(id)
        .fetch_all(self.pool())
        .await?)
    }

    /// Every version of every design (id, version, source): what a starting server offers.
    pub async fn all_design_versions(&self) -> Result<Vec<(String, i64, String)>, DbError> {
        Ok(
            sqlx::query_as("SELECT design_id, version, source FROM design_versions")
                .fetch_all(self.pool())
                .await?,
        )
    }

    /// Versions an author saved since a time (all their designs).
    pub async fn design_saves_since(&self, author: &str, since: i64) -> Result<i64, DbError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM design_versions v JOIN designs d ON d.id = v.design_id \
             WHERE d.author_id = $1 AND v.created_at >= $2",
        )
        .bind(author)
        .bind(since)
        .fetch_one(self.pool())
        .await?)
    }

    /// Every design, reported ones first, then by newest change (the operator's list).
    pub async fn all_designs(&self, limit: i64) -> Result<Vec<Design>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM designs d JOIN players p ON p.id = d.author_id \
             ORDER BY d.reports DESC, d.updated_at DESC LIMIT $1"
        )))
        .bind(limit)
        .fetch_all(self.pool())
        .await?)
    }

    /// The reasons players gave when reporting a design: (reason, how many).
    pub async fn design_report_reasons(&self, id: &str) -> Result<Vec<(String, i64)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT reason, COUNT(*) FROM design_reports WHERE design_id = $1 GROUP BY reason ORDER BY reason",
        )
        .bind(id)
        .fetch_all(self.pool())
        .await?)
    }

    /// An author's designs, newest change first.
    pub async fn designs_by(&self, author: &str) -> Result<Vec<Design>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM designs d JOIN players p ON p.id = d.author_id \
             WHERE d.author_id = $1 ORDER BY d.updated_at DESC"
        )))
        .bind(author)
        .fetch_all(self.pool())
        .await?)
    }

    /// The gallery: published designs not hidden, whose name holds `search` (any case), a page
    /// at a time; and how many there are in all.
    pub async fn gallery(
        &self,
        search: &str,
        order: GalleryOrder,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<Design>, i64), DbError> {
        let pattern = like_pattern(search);
        let order = match order {
            GalleryOrder::Newest => "d.updated_at DESC, d.id",
            GalleryOrder::MostPlayed => "d.plays DESC, d.updated_at DESC, d.id",
        };
        let designs = sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM designs d JOIN players p ON p.id = d.author_id \
             WHERE d.published = 1 AND d.hidden = 0 AND d.name_key LIKE $1 ESCAPE '\\' \
             ORDER BY {order} LIMIT $2 OFFSET $3"
        )))
        .bind(&pattern)
        .bind(limit)
        .bind(offset)
        .fetch_all(self.pool())
        .await?;
        let total = sqlx::query_scalar(
            "SELECT COUNT(*) FROM designs d \
             WHERE d.published = 1 AND d.hidden = 0 AND d.name_key LIKE $1 ESCAPE '\\'",
        )
        .bind(&pattern)
        .fetch_one(self.pool())
        .await?;
        Ok((designs, total))
    }

    /// Puts an author's design in the gallery or takes it out; false when it is not theirs.
    pub async fn publish_design(
        &self,
        id: &str,
        author: &str,
        published: bool,
    ) -> Result<bool, DbError> {
        let done =
            sqlx::query("UPDATE designs SET published = $1 WHERE id = $2 AND author_id = $3")
                .bind(i64::from(published))
                .bind(id)
                .bind(author)
                .execute(self.pool())
                .await?;
        Ok(done.rows_affected() > 0)
    }

    /// A player's report of a design: true when it is new (a player reports a design once).
    /// Enough reports hide it from the gallery.
    pub async fn report_design(
        &self,
        id: &str,
        player: &str,
        reason: &str,
        now: i64,
    ) -> Result<bool, DbError> {
        let mut tx = self.pool().begin().await?;
        let new = sqlx::query(
            "INSERT INTO design_reports (design_id, player_id, reason, at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (design_id, player_id) DO NOTHING",
        )
        .bind(id)
        .bind(player)
        .bind(reason)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            > 0;
        if new {
            sqlx::query(
                "UPDATE designs SET reports = reports + 1, \
                 hidden = CASE WHEN reports + 1 >= $1 THEN 1 ELSE hidden END WHERE id = $2",
            )
            .bind(REPORTS_TO_HIDE)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(new)
    }

    /// Whether a player has reported a design.
    pub async fn design_reported_by(&self, id: &str, player: &str) -> Result<bool, DbError> {
        let row = sqlx::query(
            "SELECT COUNT(*) FROM design_reports WHERE design_id = $1 AND player_id = $2",
        )
        .bind(id)
        .bind(player)
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get::<i64, _>(0)? > 0)
    }

    /// An operator's word on a design: hidden from the gallery or shown again (its reports
    /// cleared).
    pub async fn hide_design(&self, id: &str, hidden: bool) -> Result<bool, DbError> {
        let done = sqlx::query(
            "UPDATE designs SET hidden = $1, reports = CASE WHEN $2 = 1 THEN reports ELSE 0 END \
             WHERE id = $3",
        )
        .bind(i64::from(hidden))
        .bind(i64::from(hidden))
        .bind(id)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Counts a game begun in a design.
    pub async fn design_played(&self, id: &str) -> Result<(), DbError> {
        sqlx::query("UPDATE designs SET plays = plays + 1 WHERE id = $1")
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::like_pattern;

    #[test]
    fn a_search_takes_wildcards_as_themselves() {
        assert_eq!(like_pattern(" Courier "), "%courier%");
        assert_eq!(like_pattern("100%_x\\"), "%100\\%\\_x\\\\%");
    }
}

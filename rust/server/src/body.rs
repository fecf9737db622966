//! JSON request bodies, read strictly. serde's derived structs also take a JSON array of
//! their fields in order (the sequence form), which the API neither documents nor needs: a
//! body with an array where the API has an object is refused, at any depth.

use axum::Json;
use axum::extract::{FromRequest, Request};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::error::ApiError;

/// A request body of type `T`, given as JSON objects wherever `T` writes objects.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Serialize> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Body<T>, ApiError> {
        let Json(given) = Json::<Value>::from_request(req, state).await?;
        let invalid = |message: String| ApiError::unprocessable("invalid_body", message);
        let body: T = serde_json::from_value(given.clone()).map_err(|e| invalid(e.to_string()))?;
        // The body as `T` writes it: where that has an object, the client must have sent one.
        let canonical = serde_json::to_value(&body).map_err(ApiError::internal)?;
        match array_for_object(&given, &canonical) {
            Some(at) => Err(invalid(format!(
                "body{at}: an object is expected, not an array"
            ))),
            None => Ok(Body(body)),
        }
    }
}

/// Where `given` has an array that `canonical` has as an object (a path like `.move.Play[0]`).
fn array_for_object(given: &Value, canonical: &Value) -> Option<String> {
    match (given, canonical) {
        (Value::Array(_), Value::Object(_)) => Some(String::new()),
        (Value::Object(given), Value::Object(canonical)) => canonical.iter().find_map(|(k, c)| {
            let at = array_for_object(given.get(k)?, c)?;
            Some(format!(".{k}{at}"))
        }),
        (Value::Array(given), Value::Array(canonical)) => given
            .iter()
            .zip(canonical)
            .enumerate()
            .find_map(|(i, (g, c))| {
                let at = array_for_object(g, c)?;
                Some(format!("[{i}]{at}"))
            }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn arrays_in_place_of_objects_are_found_at_any_depth() {
        let canonical = json!({ "a": 1, "m": { "Play": [{ "square": { "row": 7 } }] } });
        assert_eq!(
            array_for_object(&json!([1, 2]), &canonical),
            Some(String::new())
        );
        let nested = json!({ "a": 1, "m": { "Play": [{ "square": [7] }] } });
        assert_eq!(
            array_for_object(&nested, &canonical),
            Some(".m.Play[0].square".into())
        );
        assert_eq!(array_for_object(&canonical, &canonical), None);
        assert_eq!(array_for_object(&json!({ "a": 1 }), &canonical), None);
    }
}

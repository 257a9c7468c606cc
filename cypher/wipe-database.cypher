// Test support only: empties the database (the schema stays). Nothing in src/ runs it.
MATCH (n)
DETACH DELETE n

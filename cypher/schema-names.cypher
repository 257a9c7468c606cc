// The names of the indexes and constraints in place; a uniqueness constraint's backing index has
// the constraint's name (a store opening creates what schema.cypher names and this lacks).
SHOW INDEXES YIELD name
RETURN name

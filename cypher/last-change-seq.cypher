OPTIONAL MATCH (h:Head {id: 'head'})
RETURN coalesce(h.changeSeq, 0) AS seq

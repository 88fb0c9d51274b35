"""Igroteka's domain: the rules engine protocol, the games and the match aggregate."""

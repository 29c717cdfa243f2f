/**
 * Repository layer.
 */
package org.reactivebench.jhipster.mysqlreactive.repository;

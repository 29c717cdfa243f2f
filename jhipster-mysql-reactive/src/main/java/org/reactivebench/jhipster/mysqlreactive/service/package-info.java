/**
 * Service layer.
 */
package org.reactivebench.jhipster.mysqlreactive.service;

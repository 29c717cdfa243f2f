/**
 * Data transfer objects mappers.
 */
package org.reactivebench.jhipster.mysqlreactive.service.mapper;
